/**
 * The collapsed section after the content: the page's address (as the address it is, not
 * as a code) and, per language, the search-engine texts with a preview of the Google result
 * and their counters. Opens by itself when one of its fields has a problem.
 */
import { locales, type Locale } from "../../../i18n/locales";
import { localizePath } from "../../../i18n/paths";
import { valueAt } from "../../../content/kinds";
import { DEFAULT_ORIGIN } from "../../../content/site";
import { FieldFrame } from "../../components/Field";
import { format, useI18n } from "../../i18n";
import { useForm, useIssue } from "./context";
import { Pair } from "./Node";
import { fieldId, normalize, type JsonSchema } from "./schema-tools";

const host = new URL(DEFAULT_ORIGIN).host.replace(/^www\./, "");

/** The schema at a dotted path of the document's schema. */
function schemaAt(root: JsonSchema, path: string[]): JsonSchema | undefined {
  let current: JsonSchema | undefined = normalize(root, root);
  for (const part of path) {
    current = current?.properties?.[part];
    if (current) current = normalize(current, root);
  }
  return current;
}

export function AdvancedSection({ onChange }: { kind: unknown; onChange(value: unknown): void }) {
  const { t } = useI18n();
  const { kind, data, issues, root } = useForm();
  const seo = (kind.seo ?? []).flatMap((source) =>
    locales.flatMap((l) => {
      const path = source.seo.replaceAll("{locale}", l);
      const value = valueAt(data, path);
      return value && typeof value === "object"
        ? [{ locale: l, path, value: value as Record<string, unknown> }]
        : [];
    }),
  );
  if (!kind.address && seo.length === 0) return null;
  const advancedPaths = [kind.address?.field, ...seo.map((s) => s.path)].filter(
    Boolean,
  ) as string[];
  const open = Object.keys(issues).some((path) =>
    advancedPaths.some((p) => path === p || path.startsWith(`${p}.`)),
  );
  const record = (data ?? {}) as Record<string, unknown>;
  const setAt = (path: string, inner: unknown) => {
    const parts = path.split(".");
    const write = (node: unknown, i: number): unknown =>
      i === parts.length
        ? inner
        : {
            ...(node as Record<string, unknown>),
            [parts[i]!]: write((node as Record<string, unknown>)?.[parts[i]!], i + 1),
          };
    onChange(write(record, 0));
  };
  return (
    <details className="group card space-y-4" open={open || undefined} data-testid="advanced">
      <summary className="flex min-h-11 cursor-pointer items-center gap-2 text-lg font-bold">
        {/* The marker a flex summary loses: it says the section opens. */}
        <span aria-hidden="true" className="transition-transform group-open:rotate-90">
          ▸
        </span>
        {t.contentEditor.advanced}
      </summary>
      <p className="text-sm text-ink-soft">{t.contentEditor.advancedIntro}</p>
      {kind.address ? <AddressField onChange={(v) => setAt(kind.address!.field, v)} /> : null}
      {seo.length > 0 ? (
        <div className="grid gap-4 md:grid-cols-2">
          {seo.map(({ locale, path, value }) => (
            <GooglePreview
              key={path}
              locale={locale}
              title={value.title}
              description={value.description}
            />
          ))}
        </div>
      ) : null}
      {[...new Set(seo.map((s) => s.path.replace(/(^|\.)(de|en)(\.|$)/, "$1{l}$3")))].map(
        (template) => {
          const schema = schemaAt(root, template.replaceAll("{l}", "de").split("."));
          if (!schema) return null;
          return (
            <Pair
              key={template}
              schema={{ ...schema, advanced: false }}
              values={
                Object.fromEntries(
                  locales.map((l) => [l, valueAt(data, template.replaceAll("{l}", l))]),
                ) as Record<Locale, unknown>
              }
              paths={
                Object.fromEntries(
                  locales.map((l) => [l, template.replaceAll("{l}", l).split(".")]),
                ) as Record<Locale, string[]>
              }
              onChange={(l, v) => setAt(template.replaceAll("{l}", l), v)}
            />
          );
        },
      )}
    </details>
  );
}

function pageAddress(path: string | undefined, locale: Locale) {
  return path ? `${host}${localizePath(path, locale)}` : host;
}

function AddressField({ onChange }: { onChange(value: string): void }) {
  const { t } = useI18n();
  const { kind, data } = useForm();
  const field = kind.address!.field;
  const value = String(valueAt(data, field) ?? "");
  const error = useIssue([field]);
  const path = kind.pagePath(value, data);
  const prefix = path ? pageAddress(path.slice(0, path.lastIndexOf("/") + 1), "de") : host;
  if (!kind.address!.editable) {
    return (
      <div className="space-y-1">
        <p className="font-medium">{t.contentEditor.address}</p>
        <p id={fieldId([field])} className="break-all font-mono text-sm">
          {locales
            .map((l) => pageAddress(kind.pagePath(value, { ...(data as object), detail: true }), l))
            .join(" · ")}
        </p>
        <p className="text-sm text-ink-soft">{t.contentEditor.addressFixed}</p>
      </div>
    );
  }
  return (
    <FieldFrame
      id={fieldId([field])}
      label={t.contentEditor.address}
      hint={t.contentEditor.addressHint}
      error={error}
      control={(aria) => (
        <div className="flex min-w-0 items-center gap-1">
          <span className="shrink-0 font-mono text-sm text-ink-soft" aria-hidden="true">
            {prefix}
          </span>
          <input
            {...aria}
            className="input min-w-0 font-mono"
            value={value}
            autoComplete="off"
            onChange={(event) => onChange(event.target.value)}
          />
        </div>
      )}
    />
  );
}

function GooglePreview({
  locale,
  title,
  description,
}: {
  locale: Locale;
  title: unknown;
  description: unknown;
}) {
  const { t } = useI18n();
  const { kind, data } = useForm();
  const key = String(valueAt(data, kind.address?.field ?? "") ?? "");
  const text = (value: unknown) => (typeof value === "string" ? value : "");
  const desc = text(description);
  return (
    <figure
      className="min-w-0 space-y-1 rounded-lg border border-ink/15 bg-white p-3"
      lang={locale}
    >
      <figcaption className="text-sm font-semibold text-ink-soft" lang={undefined}>
        {format(t.contentEditor.googlePreview, { language: t.content.languages[locale] })}
      </figcaption>
      <p className="truncate text-sm text-ink-soft">
        {pageAddress(kind.pagePath(key, data), locale).replaceAll("/", " › ")}
      </p>
      <p className="truncate text-lg text-[#1a0dab]">{`${text(title)} | Spreegeist Events`}</p>
      <p className="text-sm">{desc.length > 155 ? `${desc.slice(0, 152)}…` : desc}</p>
    </figure>
  );
}
