/**
 * A document's form: the texts of both languages side by side first, then the facts for
 * both languages, then further groups per language (detail page, season, ...), and the
 * address and search-engine texts last, collapsed (AdvancedSection.tsx). Fields that do
 * not apply to the document's category are left out (the kind's `appliesWhen`).
 */
import { locales, type Locale } from "../../../i18n/locales";
import type { ContentKind } from "../../../content/kinds";
import { useI18n } from "../../i18n";
import { AdvancedSection } from "./AdvancedSection";
import { FormContext, type ShownIssue } from "./context";
import { fieldName } from "./labels";
import { isLocalized, normalize, type JsonSchema } from "./schema-tools";
import { LanguageHeads, Node, Pair, useShown } from "./Node";

interface ContentFormProps {
  kind: ContentKind;
  schema: JsonSchema;
  value: unknown;
  issues: Record<string, ShownIssue>;
  onChange(value: unknown): void;
}

export function ContentForm(props: ContentFormProps) {
  return (
    <FormContext.Provider
      value={{ root: props.schema, kind: props.kind, data: props.value, issues: props.issues }}
    >
      <Sections {...props} />
    </FormContext.Provider>
  );
}

function Sections({ schema: root, value, onChange, kind }: ContentFormProps) {
  const { t, locale } = useI18n();
  const shown = useShown();
  const schema = normalize(root, root);
  const record = (value ?? {}) as Record<string, unknown>;
  const set = (name: string, inner: unknown) => {
    const next = { ...record, [name]: inner };
    if (inner === undefined) delete next[name];
    onChange(next);
  };
  const entries = Object.entries(schema.properties ?? {}).map(
    ([name, s]) => [name, normalize(s, root)] as const,
  );
  const isLanguage = (name: string) => (locales as readonly string[]).includes(name);
  const facts = entries.filter(
    ([name, s]) =>
      !isLanguage(name) && !(isLocalized(s) && !s.field) && shown([name], s, record[name]),
  );
  const groups = entries.filter(
    ([name, s]) =>
      !isLanguage(name) && isLocalized(s) && !s.field && shown([name], s, record[name]),
  );
  const hasTexts = locales.every((l) => schema.properties?.[l]);
  const node = ([name, s]: readonly [string, JsonSchema]) => (
    <Node
      key={name}
      schema={s}
      value={record[name]}
      path={[name]}
      label={fieldName(t, locale, name, s)}
      required={schema.required?.includes(name) ?? false}
      onChange={(v) => set(name, v)}
    />
  );
  return (
    <div className="space-y-6">
      {hasTexts ? (
        <section className="card space-y-4" aria-labelledby="form-texts">
          <h2 id="form-texts" className="text-lg font-bold">
            {t.contentEditor.texts}
          </h2>
          <LanguageHeads />
          <Pair
            schema={normalize(schema.properties!.de!, root)}
            values={
              Object.fromEntries(locales.map((l) => [l, record[l]])) as Record<Locale, unknown>
            }
            paths={Object.fromEntries(locales.map((l) => [l, [l]])) as Record<Locale, string[]>}
            onChange={(l, v) => set(l, v)}
          />
        </section>
      ) : null}
      {facts.length > 0 ? (
        <section className="card space-y-4" aria-labelledby="form-facts">
          <h2 id="form-facts" className="text-lg font-bold">
            {t.contentEditor.facts}
          </h2>
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {facts.map((entry) =>
              // A picture with its thumbnail and the months' boxes need the whole row.
              entry[1].field === "picture" || entry[1].field === "months" ? (
                <div key={entry[0]} className="sm:col-span-full">
                  {node(entry)}
                </div>
              ) : (
                node(entry)
              ),
            )}
          </div>
        </section>
      ) : null}
      {groups.map((entry) => (
        <section key={entry[0]} className="card space-y-4">
          {node(entry)}
        </section>
      ))}
      <AdvancedSection kind={kind} onChange={onChange} />
    </div>
  );
}
