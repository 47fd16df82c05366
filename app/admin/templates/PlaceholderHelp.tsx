/** The placeholders a reply template may use, each with what it stands for. */
import { useId } from "react";
import { useI18n } from "../i18n";
import { PLACEHOLDERS } from "./templates-api";

export function PlaceholderHelp() {
  const { t } = useI18n();
  const words = t.replyTemplates;
  const id = useId();
  return (
    <section className="card space-y-2" aria-labelledby={id}>
      <h2 id={id} className="text-lg font-semibold">
        {words.placeholdersTitle}
      </h2>
      <p className="text-ink-soft">{words.placeholdersIntro}</p>
      <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
        {PLACEHOLDERS.map((name) => (
          <div key={name} className="contents">
            <dt>
              <code className="rounded bg-sand px-1.5 py-0.5 font-mono text-sm">{`{${name}}`}</code>
            </dt>
            <dd className="mb-2 sm:mb-0">{words.placeholders[name]}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
