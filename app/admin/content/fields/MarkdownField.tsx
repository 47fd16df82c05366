/**
 * A Markdown text (an article's body): the text box with a short help on the formatting and
 * a preview of how it reads, switched with one button.
 */
import { useState } from "react";
import { FieldFrame } from "../../components/Field";
import { useI18n } from "../../i18n";
import { useIssue, useLabel, type FieldProps } from "../form/context";
import { fieldId } from "../form/schema-tools";
import { markdownToHtml } from "../../../shared/markdown";
import { textChange, textOf } from "./TextField";

export function MarkdownField(props: FieldProps) {
  const { t } = useI18n();
  const [preview, setPreview] = useState(false);
  const value = textOf(props.value);
  const error = useIssue(props.path);
  const id = fieldId(props.path);
  const label = useLabel(props.label, props.language);
  return (
    <div className="space-y-2">
      <FieldFrame
        id={id}
        label={label}
        error={error}
        hint={t.contentEditor.markdownHint}
        control={(aria) => (
          <textarea
            {...aria}
            className={`input field-sizing-content min-h-40 font-mono text-sm leading-relaxed ${preview ? "sr-only" : ""}`}
            rows={value.length > 400 ? 14 : 6}
            value={value}
            lang={props.language}
            onChange={(event) => textChange(props, event.target.value)}
          />
        )}
      />
      <div className="flex flex-wrap items-center gap-2">
        <button
          type="button"
          className="btn-outline text-sm"
          aria-pressed={preview}
          aria-controls={preview ? `${id}-preview` : undefined}
          onClick={() => setPreview(!preview)}
        >
          {preview ? t.contentEditor.markdownEdit : t.contentEditor.markdownPreview}
        </button>
        <details className="text-sm">
          <summary className="inline-flex min-h-11 cursor-pointer items-center text-spree underline">
            {t.contentEditor.markdownHelpTitle}
          </summary>
          <ul className="mt-1 space-y-1 text-ink-soft">
            {t.contentEditor.markdownHelp.map((line) => (
              <li key={line}>
                <code>{line}</code>
              </li>
            ))}
          </ul>
        </details>
      </div>
      {preview ? (
        <div
          id={`${id}-preview`}
          lang={props.language}
          className="space-y-2 rounded-lg border border-ink/15 bg-white p-3 [&_a]:text-spree [&_a]:underline [&_h2]:text-lg [&_h2]:font-bold [&_h3]:font-bold [&_ol]:list-decimal [&_ol]:pl-5 [&_ul]:list-disc [&_ul]:pl-5"
          aria-label={label}
          role="region"
          // The site's own renderer (app/shared/markdown.ts): every HTML tag of the text stays text.
          dangerouslySetInnerHTML={{ __html: markdownToHtml(value).html }}
        />
      ) : null}
    </div>
  );
}
