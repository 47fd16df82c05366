/**
 * A form generated from a content kind's JSON Schema (made by the server from the zod schema
 * the site validates with, docs/decisions/0091-editor-form-from-json-schema.md), so every
 * field of every kind is editable without a form written per kind: text (a text area for
 * long text and Markdown), numbers, choices, switches, lists (add, remove, reorder), fixed
 * lists, and optional groups (add, remove). Wherever an object has `de` and `en`, the two
 * languages are shown side by side, field by field; on a narrow screen they stack.
 */
import { useQuery } from "@tanstack/react-query";
import { createContext, useContext, useId, useRef, useState, type ReactNode } from "react";
import { locales, type Locale } from "../../i18n/locales";
import { format, useI18n } from "../i18n";
import type { Dictionary } from "../i18n/de";
import { mediaQuery } from "../media/media-query";

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: JsonSchema | boolean;
  items?: JsonSchema | false;
  prefixItems?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  minItems?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  allOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
  definitions?: Record<string, JsonSchema>;
}

type Path = Array<string | number>;

// --- schema helpers ------------------------------------------------------------------------

/** Resolves references, merges `allOf` (intersections) and unwraps `anyOf` with null. */
export function normalize(schema: JsonSchema, root: JsonSchema): JsonSchema {
  let current = schema;
  for (let depth = 0; current.$ref && depth < 20; depth++) {
    const name = current.$ref.replace(/^#\/(\$defs|definitions)\//, "");
    const target = root.$defs?.[name] ?? root.definitions?.[name];
    if (!target) break;
    current = { ...target, ...current, $ref: undefined };
  }
  if (current.allOf) {
    const parts = current.allOf.map((part) => normalize(part, root));
    const merged: JsonSchema = { type: "object", properties: {}, required: [] };
    for (const part of parts) {
      Object.assign(merged.properties!, part.properties);
      merged.required!.push(...(part.required ?? []));
    }
    return merged;
  }
  const variants = current.anyOf ?? current.oneOf;
  if (variants) {
    const real = variants.filter((v) => v.type !== "null");
    if (real.length === 1) return normalize(real[0]!, root);
  }
  return current;
}

type Kind = "object" | "tuple" | "array" | "enum" | "string" | "number" | "boolean" | "json";

function kindOf(schema: JsonSchema): Kind {
  if (schema.enum) return "enum";
  if (schema.const !== undefined) return "enum";
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== "null") : schema.type;
  if (type === "object" && schema.properties) return "object";
  if (type === "array" && schema.prefixItems) return "tuple";
  if (type === "array" && schema.items) return "array";
  if (type === "string") return "string";
  if (type === "number" || type === "integer") return "number";
  if (type === "boolean") return "boolean";
  return "json";
}

/** A value for a newly added field: empty text, the smallest number, the first choice, ... */
export function emptyValue(schema: JsonSchema, root: JsonSchema): unknown {
  const s = normalize(schema, root);
  switch (kindOf(s)) {
    case "object":
      return Object.fromEntries(
        Object.entries(s.properties!)
          .filter(([name]) => s.required?.includes(name))
          .map(([name, inner]) => [name, emptyValue(inner, root)]),
      );
    case "tuple":
      return s.prefixItems!.map((item) => emptyValue(item, root));
    case "array":
      return Array.from({ length: s.minItems ?? 0 }, () => emptyValue(s.items as JsonSchema, root));
    case "enum":
      return s.const ?? s.enum![0];
    case "string":
      return "";
    case "number":
      return s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : 0);
    case "boolean":
      return false;
    default:
      return null;
  }
}

/** The object has a value per language of the site (`{ de, en }`). */
function isLocalized(schema: JsonSchema): boolean {
  return kindOf(schema) === "object" && locales.every((l) => schema.properties?.[l]);
}

export function fieldId(path: Path): string {
  return `field-${path.join(".").replace(/[^a-zA-Z0-9_-]/g, "_")}`;
}

const longTexts = new Set(["description", "body", "intro", "text", "excerpt"]);

function humanize(name: string): string {
  const words = name.replace(/([a-z])([A-Z])/g, "$1 $2").replace(/[-_]/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The name of a field in the user's language; unknown names are spelled out. */
export function fieldName(t: Dictionary, name: string | number, schema?: JsonSchema): string {
  if (typeof name === "number") return String(name + 1);
  const names = t.contentFields as Record<string, string>;
  if (schema && schema.type === "string" && names[`${name}Text`]) return names[`${name}Text`]!;
  return names[name] ?? humanize(name);
}

/** "Detailseite › Suchmaschinen › Beschreibung (Deutsch)" for "detail.de.seo.description". */
export function pathLabel(t: Dictionary, path: string): string {
  const parts = path.split(".").filter(Boolean);
  let language: Locale | undefined;
  const names: string[] = [];
  for (const part of parts) {
    if ((locales as readonly string[]).includes(part)) language = part as Locale;
    else if (/^\d+$/.test(part)) names.push(String(Number(part) + 1));
    else names.push(fieldName(t, part));
  }
  const label = names.join(" › ") || path;
  return language
    ? format(t.content.fieldLanguage, { label, language: t.content.languages[language] })
    : label;
}

/** A server message in the user's language when it is one of the schemas' usual ones. */
export function translateMessage(t: Dictionary, message: string): string {
  const m = t.contentMessages;
  let match: RegExpMatchArray | null;
  if (/^Too small: expected string to have >=1 characters?$/.test(message)) return m.required;
  if (/^Invalid input: expected \w+, received undefined$/.test(message)) return m.missing;
  if (/^Invalid input: expected int, received/.test(message)) return m.integer;
  if (/^Invalid input: expected number, received/.test(message)) return m.number;
  if ((match = message.match(/^Too small: expected number to be >=(-?\d+)$/)))
    return format(m.minNumber, { min: match[1]! });
  if ((match = message.match(/^Too small: expected number to be >(-?\d+)$/)))
    return format(m.aboveNumber, { min: match[1]! });
  if ((match = message.match(/^Too big: expected number to be <=(-?\d+)$/)))
    return format(m.maxNumber, { max: match[1]! });
  if ((match = message.match(/^Too small: expected array to have >=(\d+) items?$/)))
    return format(m.minItems, { min: match[1]! });
  if ((match = message.match(/^Too big: expected array to have <=(\d+) items?$/)))
    return format(m.maxItems, { max: match[1]! });
  if ((match = message.match(/^Too big: expected string to have <=(\d+) characters?$/)))
    return format(m.maxLength, { max: match[1]! });
  if (/^Invalid option/.test(message)) return m.option;
  if (message === "must be a lower-case slug") return m.slug;
  if (/^Invalid ISO date/.test(message) || /^Invalid date/.test(message)) return m.date;
  if ((match = message.match(/^Unrecognized keys?: "([^"]+)"/)))
    return format(m.unknownKey, { key: match[1]! });
  if (/^meta descriptions are cut/.test(message)) return m.metaLength;
  if (message === "min must not exceed max") return m.minMax;
  if (message === "an event with a season label must name its months") return m.seasonMonths;
  if ((match = message.match(/link target not allowed: (.*)$/)))
    return format(m.linkNotAllowed, { href: match[1]! });
  return message;
}

// --- the form ------------------------------------------------------------------------------

interface FormContextValue {
  root: JsonSchema;
  errors: Record<string, string>;
}
const FormContext = createContext<FormContextValue>({ root: {}, errors: {} });

function useError(path: Path): string | undefined {
  const { errors } = useContext(FormContext);
  const { t } = useI18n();
  const message = errors[path.join(".")];
  return message === undefined ? undefined : translateMessage(t, message);
}

function withoutUndefined(record: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(record).filter(([, v]) => v !== undefined));
}

interface NodeProps {
  schema: JsonSchema;
  value: unknown;
  path: Path;
  /** The field's own name, already in the user's language. */
  label: string;
  /** The language of the text this field holds, when it is in one. */
  language?: Locale | undefined;
  required: boolean;
  onChange(value: unknown): void;
}

function useLabel(label: string, language: Locale | undefined): string {
  const { t } = useI18n();
  return language
    ? format(t.content.fieldLanguage, { label, language: t.content.languages[language] })
    : label;
}

export function SchemaForm({
  schema,
  value,
  errors,
  onChange,
}: {
  schema: JsonSchema;
  value: unknown;
  errors: Record<string, string>;
  onChange(value: unknown): void;
}) {
  return (
    <FormContext.Provider value={{ root: schema, errors }}>
      <TopLevel schema={normalize(schema, schema)} value={value} onChange={onChange} />
    </FormContext.Provider>
  );
}

/**
 * The document: the fields for both languages first, then the texts of both languages side
 * by side, then the further bilingual groups (detail page, season, ...).
 */
function TopLevel({
  schema,
  value,
  onChange,
}: {
  schema: JsonSchema;
  value: unknown;
  onChange(value: unknown): void;
}) {
  const { t } = useI18n();
  const { root } = useContext(FormContext);
  if (kindOf(schema) !== "object") {
    return <Node schema={schema} value={value} path={[]} label="" required onChange={onChange} />;
  }
  const record = (value ?? {}) as Record<string, unknown>;
  const entries = Object.entries(schema.properties!);
  const neutral = entries.filter(
    ([name, s]) => !locales.includes(name as Locale) && !isLocalized(normalize(s, root)),
  );
  const hasTexts = locales.every((l) => schema.properties![l]);
  const localized = entries.filter(
    ([name, s]) => !locales.includes(name as Locale) && isLocalized(normalize(s, root)),
  );
  const set = (name: string, inner: unknown) =>
    onChange(withoutUndefined({ ...record, [name]: inner }));
  const field = ([name, s]: [string, JsonSchema]) => (
    <Node
      key={name}
      schema={s}
      value={record[name]}
      path={[name]}
      label={fieldName(t, name, normalize(s, root))}
      required={schema.required?.includes(name) ?? false}
      onChange={(v) => set(name, v)}
    />
  );
  return (
    <div className="space-y-6">
      {neutral.length > 0 && (
        <section className="card space-y-4" aria-labelledby="form-neutral">
          <h2 id="form-neutral" className="text-lg font-bold">
            {t.content.languageNeutral}
          </h2>
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">{neutral.map(field)}</div>
        </section>
      )}
      {hasTexts && (
        <section className="card space-y-4" aria-labelledby="form-texts">
          <h2 id="form-texts" className="text-lg font-bold">
            {t.content.bilingual}
          </h2>
          <LanguageHeads />
          <Pair
            schema={normalize(schema.properties!.de!, root)}
            values={
              Object.fromEntries(locales.map((l) => [l, record[l]])) as Record<Locale, unknown>
            }
            paths={Object.fromEntries(locales.map((l) => [l, [l]])) as Record<Locale, Path>}
            onChange={(locale, v) => set(locale, v)}
          />
        </section>
      )}
      {localized.map(([name, s]) => (
        <section key={name} className="card space-y-4">
          {field([name, s])}
        </section>
      ))}
    </div>
  );
}

function LanguageHeads() {
  const { t } = useI18n();
  return (
    <div className="hidden gap-4 md:grid md:grid-cols-2" aria-hidden="true">
      {locales.map((l) => (
        <p key={l} className="text-sm font-semibold uppercase tracking-wide text-ink-soft">
          {t.content.languages[l]}
        </p>
      ))}
    </div>
  );
}

/**
 * The same schema for each language, field beside field: groups that both languages have
 * are followed inside; anything else (lists, optional groups, single fields) is one row of
 * one cell per language.
 */
function Pair({
  schema,
  label = "",
  values,
  paths,
  onChange,
}: {
  schema: JsonSchema;
  /** The name of a value that is not a group (a list of events per language). */
  label?: string;
  values: Record<Locale, unknown>;
  paths: Record<Locale, Path>;
  onChange(locale: Locale, value: unknown): void;
}) {
  const { t } = useI18n();
  const { root } = useContext(FormContext);
  if (kindOf(schema) !== "object") {
    return (
      <div className="grid gap-4 md:grid-cols-2">
        {locales.map((l) => (
          <Node
            key={l}
            schema={schema}
            value={values[l]}
            path={paths[l]}
            label={label}
            language={l}
            required
            onChange={(v) => onChange(l, v)}
          />
        ))}
      </div>
    );
  }
  const records = Object.fromEntries(
    locales.map((l) => [l, (values[l] ?? {}) as Record<string, unknown>]),
  ) as Record<Locale, Record<string, unknown>>;
  return (
    <div className="space-y-4">
      {Object.entries(schema.properties!).map(([name, raw]) => {
        const inner = normalize(raw, root);
        const required = schema.required?.includes(name) ?? false;
        const label = fieldName(t, name, inner);
        const set = (l: Locale, v: unknown) =>
          onChange(l, withoutUndefined({ ...records[l], [name]: v }));
        if (kindOf(inner) === "object" && required) {
          return (
            <fieldset key={name} className="space-y-3 border-t border-ink/10 pt-3">
              <legend className="pr-2 font-semibold">{label}</legend>
              <Pair
                schema={inner}
                values={
                  Object.fromEntries(locales.map((l) => [l, records[l][name]])) as Record<
                    Locale,
                    unknown
                  >
                }
                paths={
                  Object.fromEntries(locales.map((l) => [l, [...paths[l], name]])) as Record<
                    Locale,
                    Path
                  >
                }
                onChange={set}
              />
            </fieldset>
          );
        }
        return (
          <div key={name} className="grid gap-4 md:grid-cols-2">
            {locales.map((l) => (
              <Node
                key={l}
                schema={inner}
                value={records[l][name]}
                path={[...paths[l], name]}
                label={label}
                language={l}
                required={required}
                onChange={(v) => set(l, v)}
              />
            ))}
          </div>
        );
      })}
    </div>
  );
}

function Node(props: NodeProps) {
  const { root } = useContext(FormContext);
  const schema = normalize(props.schema, root);
  const kind = kindOf(schema);
  if (!props.required && (kind === "object" || kind === "array" || kind === "tuple")) {
    return <Optional {...props} schema={schema} />;
  }
  switch (kind) {
    case "object":
      return isLocalized(schema) ? (
        <LocalizedGroup {...props} schema={schema} />
      ) : (
        <ObjectNode {...props} schema={schema} />
      );
    case "tuple":
      return <TupleNode {...props} schema={schema} />;
    case "array":
      return <ArrayNode {...props} schema={schema} />;
    case "enum":
      return <EnumField {...props} schema={schema} />;
    case "number":
      return <NumberField {...props} schema={schema} />;
    case "boolean":
      return <BooleanField {...props} schema={schema} />;
    case "string":
      return String(props.path.at(-1)) === "image" ? (
        <PictureField {...props} schema={schema} />
      ) : (
        <TextField {...props} schema={schema} />
      );
    default:
      return <JsonField {...props} schema={schema} />;
  }
}

/** The message about a group (a list too short, a range upside down), under its legend. */
function GroupError({ path }: { path: Path }) {
  const error = useError(path);
  if (!error) return null;
  return (
    <p id={`${fieldId(path)}-error`} className="text-sm font-medium text-danger">
      {error}
    </p>
  );
}

function Group({
  path,
  legend,
  actions,
  children,
}: {
  path: Path;
  legend: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const error = useError(path);
  return (
    <fieldset
      id={fieldId(path)}
      tabIndex={-1}
      className="min-w-0 space-y-3 rounded-lg border border-ink/15 p-3"
      aria-describedby={error ? `${fieldId(path)}-error` : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className="px-1 font-semibold">{legend}</legend>
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
      <GroupError path={path} />
      {children}
    </fieldset>
  );
}

/** An optional group: a button adds it (with empty fields), another removes it. */
function Optional(props: NodeProps) {
  const { t } = useI18n();
  const { root } = useContext(FormContext);
  const label = useLabel(props.label, props.language);
  const error = useError(props.path);
  if (props.value === undefined || props.value === null) {
    return (
      <div className="space-y-1">
        <button
          type="button"
          id={fieldId(props.path)}
          className="btn-outline"
          onClick={() => props.onChange(emptyValue(props.schema, root))}
        >
          {format(t.content.addOptional, { label })}
        </button>
        {error ? <p className="text-sm font-medium text-danger">{error}</p> : null}
      </div>
    );
  }
  return (
    <div className="space-y-2">
      <Node {...props} required />
      <button
        type="button"
        className="btn-outline text-sm"
        onClick={() => props.onChange(undefined)}
      >
        {format(t.content.removeOptional, { label })}
      </button>
    </div>
  );
}

/** A group with a value per language (a season label, a detail page): side by side. */
function LocalizedGroup(props: NodeProps) {
  const { root } = useContext(FormContext);
  const record = (props.value ?? {}) as Record<string, unknown>;
  const inner = normalize(props.schema.properties!.de!, root);
  return (
    <Group path={props.path} legend={useLabel(props.label, props.language)}>
      <LanguageHeads />
      <Pair
        schema={inner}
        label={props.label}
        values={Object.fromEntries(locales.map((l) => [l, record[l]])) as Record<Locale, unknown>}
        paths={
          Object.fromEntries(locales.map((l) => [l, [...props.path, l]])) as Record<Locale, Path>
        }
        onChange={(l, v) => props.onChange({ ...record, [l]: v })}
      />
    </Group>
  );
}

function ObjectNode(props: NodeProps) {
  const { t } = useI18n();
  const { root } = useContext(FormContext);
  const record = (props.value ?? {}) as Record<string, unknown>;
  const legend = useLabel(props.label, props.language);
  return (
    <Group path={props.path} legend={legend}>
      <div className="grid gap-3 sm:grid-cols-[repeat(auto-fit,minmax(12rem,1fr))]">
        {Object.entries(props.schema.properties!).map(([name, s]) => (
          <div
            key={name}
            className={kindOf(normalize(s, root)) === "string" ? "sm:col-span-full" : ""}
          >
            <Node
              schema={s}
              value={record[name]}
              path={[...props.path, name]}
              label={fieldName(t, name, normalize(s, root))}
              language={props.language}
              required={props.schema.required?.includes(name) ?? false}
              onChange={(v) => props.onChange(withoutUndefined({ ...record, [name]: v }))}
            />
          </div>
        ))}
      </div>
    </Group>
  );
}

function itemLabel(t: Dictionary, label: string, index: number) {
  return format(t.content.item, { label, number: index + 1 });
}

function TupleNode(props: NodeProps) {
  const { t } = useI18n();
  const items = Array.isArray(props.value) ? props.value : [];
  return (
    <Group path={props.path} legend={useLabel(props.label, props.language)}>
      {props.schema.prefixItems!.map((s, index) => (
        <Node
          key={index}
          schema={s}
          value={items[index]}
          path={[...props.path, index]}
          label={itemLabel(t, props.label, index)}
          language={props.language}
          required
          onChange={(v) => {
            const next = [...items];
            next[index] = v;
            props.onChange(next);
          }}
        />
      ))}
    </Group>
  );
}

function ArrayNode(props: NodeProps) {
  const { t } = useI18n();
  const { root } = useContext(FormContext);
  const items = Array.isArray(props.value) ? props.value : [];
  const itemSchema = props.schema.items as JsonSchema;
  const groupLabel = useLabel(props.label, props.language);
  // Keys that follow the items when they move, so inputs keep their focus and text.
  const counter = useRef(items.length);
  const [keys, setKeys] = useState<number[]>(() => items.map((_, i) => i));
  const stableKeys =
    keys.length === items.length ? keys : items.map((_, i) => keys[i] ?? counter.current + i);
  const update = (next: unknown[], nextKeys: number[]) => {
    setKeys(nextKeys);
    props.onChange(next);
  };
  const move = (from: number, to: number) => {
    const next = [...items];
    const nextKeys = [...stableKeys];
    [next[from], next[to]] = [next[to], next[from]];
    [nextKeys[from], nextKeys[to]] = [nextKeys[to]!, nextKeys[from]!];
    update(next, nextKeys);
    // Keep the keyboard on the moved item's button.
    requestAnimationFrame(() =>
      document
        .getElementById(`${fieldId([...props.path, to])}-${from < to ? "down" : "up"}`)
        ?.focus(),
    );
  };
  const canAdd = props.schema.maxItems === undefined || items.length < props.schema.maxItems;
  return (
    <Group path={props.path} legend={groupLabel}>
      {items.length === 0 ? <p className="text-sm text-ink-soft">{t.content.empty}</p> : null}
      <ol className="space-y-3">
        {items.map((item, index) => {
          const label = itemLabel(t, props.label, index);
          const fullLabel = props.language
            ? format(t.content.fieldLanguage, {
                label,
                language: t.content.languages[props.language],
              })
            : label;
          const path = [...props.path, index];
          return (
            <li
              key={stableKeys[index]}
              className="flex min-w-0 flex-col gap-1 sm:flex-row sm:items-start"
            >
              <div className="min-w-0 flex-1">
                <Node
                  schema={itemSchema}
                  value={item}
                  path={path}
                  label={label}
                  language={props.language}
                  required
                  onChange={(v) => {
                    const next = [...items];
                    next[index] = v;
                    update(next, stableKeys);
                  }}
                />
              </div>
              <div className="flex shrink-0 gap-1 sm:pt-7">
                <button
                  type="button"
                  id={`${fieldId(path)}-up`}
                  className="btn-outline min-w-11 px-2"
                  aria-label={format(t.content.moveUp, { label: fullLabel })}
                  title={format(t.content.moveUp, { label: fullLabel })}
                  disabled={index === 0}
                  onClick={() => move(index, index - 1)}
                >
                  ↑
                </button>
                <button
                  type="button"
                  id={`${fieldId(path)}-down`}
                  className="btn-outline min-w-11 px-2"
                  aria-label={format(t.content.moveDown, { label: fullLabel })}
                  title={format(t.content.moveDown, { label: fullLabel })}
                  disabled={index === items.length - 1}
                  onClick={() => move(index, index + 1)}
                >
                  ↓
                </button>
                <button
                  type="button"
                  className="btn-outline min-w-11 px-2 text-danger"
                  aria-label={format(t.content.remove, { label: fullLabel })}
                  title={format(t.content.remove, { label: fullLabel })}
                  onClick={() =>
                    update(
                      items.filter((_, i) => i !== index),
                      stableKeys.filter((_, i) => i !== index),
                    )
                  }
                >
                  ✕
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      {canAdd ? (
        <button
          type="button"
          className="btn-outline text-sm"
          onClick={() => {
            counter.current += items.length + 1;
            update([...items, emptyValue(itemSchema, root)], [...stableKeys, counter.current]);
          }}
        >
          {format(t.content.add, { label: props.label })}
        </button>
      ) : null}
    </Group>
  );
}

/** Label, control, and the error next to it (linked by aria-describedby). */
function Labelled({
  path,
  label,
  language,
  children,
}: {
  path: Path;
  label: string;
  language?: Locale | undefined;
  children: (ids: { id: string; describedBy: string | undefined; invalid: boolean }) => ReactNode;
}) {
  const error = useError(path);
  const id = fieldId(path);
  const text = useLabel(label, language);
  return (
    <div className="min-w-0 space-y-1">
      <label htmlFor={id} className="block font-medium">
        {text}
      </label>
      {children({ id, describedBy: error ? `${id}-error` : undefined, invalid: Boolean(error) })}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function TextField(props: NodeProps) {
  const name = String(props.path.at(-1) ?? "");
  const value = typeof props.value === "string" ? props.value : "";
  const long = longTexts.has(name) || value.length > 90 || (props.schema.maxLength ?? 0) > 200;
  const set = (text: string) => props.onChange(text === "" && !props.required ? undefined : text);
  return (
    <Labelled path={props.path} label={props.label} language={props.language}>
      {({ id, describedBy, invalid }) =>
        long ? (
          <textarea
            id={id}
            className="input field-sizing-content min-h-20"
            rows={
              name === "body" && value.length > 400
                ? 14
                : Math.min(10, Math.max(3, Math.ceil(value.length / 70)))
            }
            value={value}
            lang={props.language}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            onChange={(event) => set(event.target.value)}
          />
        ) : (
          <input
            id={id}
            className="input"
            type={props.schema.format === "date" ? "date" : "text"}
            value={value}
            lang={props.language}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            onChange={(event) => set(event.target.value)}
          />
        )
      }
    </Labelled>
  );
}

/**
 * A picture: an illustration's id, or a picture uploaded on the Pictures page, offered in a
 * list with its German alt text; an uploaded one is shown beside the field.
 */
function PictureField(props: NodeProps) {
  const { t } = useI18n();
  const pictures = useQuery(mediaQuery);
  const value = typeof props.value === "string" ? props.value : "";
  const listId = `${fieldId(props.path)}-pictures`;
  const chosen = pictures.data?.pictures.find((picture) => picture.id === value);
  return (
    <Labelled path={props.path} label={props.label} language={props.language}>
      {({ id, describedBy, invalid }) => (
        <div className="flex items-center gap-3">
          <input
            id={id}
            className="input"
            list={listId}
            value={value}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            onChange={(event) => props.onChange(event.target.value)}
          />
          <datalist id={listId}>
            {pictures.data?.pictures.map((picture) => (
              <option key={picture.id} value={picture.id}>
                {picture.alt.de}
              </option>
            ))}
          </datalist>
          {chosen ? (
            <img
              src={chosen.thumbnail}
              alt={format(t.content.pictureChosen, { alt: chosen.alt.de })}
              className="h-12 w-16 shrink-0 rounded object-cover"
            />
          ) : null}
        </div>
      )}
    </Labelled>
  );
}

function NumberField(props: NodeProps) {
  const [text, setText] = useState<string | undefined>(undefined);
  const shown =
    text ?? (props.value === undefined || props.value === null ? "" : String(props.value));
  return (
    <Labelled path={props.path} label={props.label} language={props.language}>
      {({ id, describedBy, invalid }) => (
        <input
          id={id}
          className="input"
          type="number"
          inputMode={props.schema.type === "integer" ? "numeric" : "decimal"}
          min={props.schema.minimum}
          max={props.schema.maximum}
          step={props.schema.type === "integer" ? 1 : "any"}
          value={shown}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          onChange={(event) => {
            const raw = event.target.value;
            setText(raw);
            if (raw.trim() === "") props.onChange(props.required ? "" : undefined);
            else props.onChange(Number.isNaN(Number(raw)) ? raw : Number(raw));
          }}
          onBlur={() => setText(undefined)}
        />
      )}
    </Labelled>
  );
}

function EnumField(props: NodeProps) {
  const { t } = useI18n();
  const options = props.schema.enum ?? [props.schema.const];
  const values = { ...t.categories, ...t.contentValues } as Record<string, string>;
  const index = options.findIndex((o) => o === props.value);
  return (
    <Labelled path={props.path} label={props.label} language={props.language}>
      {({ id, describedBy, invalid }) => (
        <select
          id={id}
          className="input"
          value={index === -1 ? "" : String(index)}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          onChange={(event) =>
            props.onChange(
              event.target.value === "" ? undefined : options[Number(event.target.value)],
            )
          }
        >
          {index === -1 || !props.required ? <option value="">—</option> : null}
          {options.map((option, i) => (
            <option key={String(option)} value={String(i)}>
              {values[String(option)] ?? String(option)}
            </option>
          ))}
        </select>
      )}
    </Labelled>
  );
}

function BooleanField(props: NodeProps) {
  const id = fieldId(props.path);
  const error = useError(props.path);
  const label = useLabel(props.label, props.language);
  return (
    <div className="space-y-1">
      <div className="flex min-h-11 items-center gap-2">
        <input
          id={id}
          type="checkbox"
          className="size-5"
          checked={props.value === true}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => props.onChange(event.target.checked)}
        />
        <label htmlFor={id} className="font-medium">
          {label}
        </label>
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Anything the form has no control for: its JSON, checked when the field is left. */
function JsonField(props: NodeProps) {
  const { t } = useI18n();
  const hintId = useId();
  const [text, setText] = useState(() => JSON.stringify(props.value ?? null, null, 2));
  const [problem, setProblem] = useState<string | undefined>();
  return (
    <Labelled path={props.path} label={props.label} language={props.language}>
      {({ id, describedBy, invalid }) => (
        <>
          <p id={hintId} className="text-sm text-ink-soft">
            {problem ? format(t.content.jsonInvalid, { message: problem }) : t.content.jsonHint}
          </p>
          <textarea
            id={id}
            className="input font-mono text-sm"
            rows={Math.min(20, text.split("\n").length + 1)}
            value={text}
            aria-describedby={[hintId, describedBy].filter(Boolean).join(" ")}
            aria-invalid={invalid || Boolean(problem) || undefined}
            onChange={(event) => setText(event.target.value)}
            onBlur={() => {
              try {
                props.onChange(JSON.parse(text));
                setProblem(undefined);
              } catch (error) {
                setProblem((error as Error).message);
              }
            }}
          />
        </>
      )}
    </Labelled>
  );
}
