/**
 * One field of the form, chosen by its kind (and the schema's `field` hint, never its
 * name): the field components of ../fields/, groups of fields, lists, optional groups, and
 * values per language side by side.
 */
import type { ReactNode } from "react";
import { locales, type Locale } from "../../../i18n/locales";
import { format, useI18n } from "../../i18n";
import { BooleanField } from "../fields/BooleanField";
import { ChoiceField } from "../fields/ChoiceField";
import { DateField } from "../fields/DateField";
import { ListField } from "../fields/ListField";
import { LongTextField } from "../fields/LongTextField";
import { MarkdownField } from "../fields/MarkdownField";
import { MonthsField } from "../fields/MonthsField";
import { NumberField } from "../fields/NumberField";
import { PairChoiceField } from "../fields/PairChoiceField";
import { PictureField } from "../fields/PictureField";
import { RangeField } from "../fields/RangeField";
import { ReadingTimeField } from "../fields/ReadingTimeField";
import { TextField } from "../fields/TextField";
import { useForm, useIssue, useLabel, type FieldProps } from "./context";
import { Group } from "./Group";
import { fieldName } from "./labels";
import {
  emptyValue,
  fieldId,
  isLocalized,
  kindOf,
  normalize,
  type JsonSchema,
  type Path,
} from "./schema-tools";

const byHint: Partial<Record<NonNullable<JsonSchema["field"]>, (props: FieldProps) => ReactNode>> =
  {
    longText: LongTextField,
    markdown: MarkdownField,
    picture: PictureField,
    date: DateField,
    range: RangeField,
    readingTime: ReadingTimeField,
    months: MonthsField,
    pairChoice: PairChoiceField,
  };

const withoutUndefined = (record: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(record).filter(([, v]) => v !== undefined));

/** Whether a property is shown in the main form at `path` (not hidden, advanced, or n/a). */
export function useShown() {
  const { kind, data } = useForm();
  return (path: Path, schema: JsonSchema, value: unknown) => {
    if (schema.hidden || schema.advanced || schema.field === "address") return false;
    const rule = kind.appliesWhen;
    if (rule && path.length === 1 && value === undefined) {
      const name = String(path[0]);
      const limited = Object.values(rule.fields).some((fields) => fields.includes(name));
      if (limited) {
        const current = (data as Record<string, unknown> | null)?.[rule.field];
        return (rule.fields[String(current)] ?? []).includes(name);
      }
    }
    return true;
  };
}

export function Node(props: FieldProps) {
  const { root } = useForm();
  const schema = normalize(props.schema, root);
  const hinted = schema.field ? byHint[schema.field] : undefined;
  if (hinted) return hinted({ ...props, schema });
  const kind = kindOf(schema);
  if (!props.required && (kind === "object" || kind === "array" || kind === "tuple")) {
    return <Optional {...props} schema={schema} />;
  }
  switch (kind) {
    case "object":
      return isLocalized(schema) ? (
        <LocalizedGroup {...props} schema={schema} />
      ) : (
        <ObjectGroup {...props} schema={schema} />
      );
    case "tuple":
      return <TupleGroup {...props} schema={schema} />;
    case "array":
      return (
        <ListField
          {...props}
          schema={schema}
          renderItem={(item) => <Node {...item} language={props.language} required />}
        />
      );
    case "enum":
      return <ChoiceField {...props} schema={schema} />;
    case "number":
      return <NumberField {...props} schema={schema} />;
    case "boolean":
      return <BooleanField {...props} schema={schema} />;
    default:
      return <TextField {...props} schema={schema} />;
  }
}

/** An optional group: a button adds it (with empty fields), another removes it. */
function Optional(props: FieldProps) {
  const { t } = useI18n();
  const { root } = useForm();
  const label = useLabel(props.label, props.language);
  const error = useIssue(props.path);
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

function ObjectGroup(props: FieldProps) {
  const { t, locale } = useI18n();
  const { root } = useForm();
  const shown = useShown();
  const record = (props.value ?? {}) as Record<string, unknown>;
  return (
    <Group path={props.path} legend={useLabel(props.label, props.language)}>
      <div className="grid gap-3 sm:grid-cols-[repeat(auto-fit,minmax(12rem,1fr))]">
        {Object.entries(props.schema.properties!).map(([name, raw]) => {
          const s = normalize(raw, root);
          if (!shown([...props.path, name], s, record[name])) return null;
          return (
            <div key={name} className={kindOf(s) === "string" ? "sm:col-span-full" : ""}>
              <Node
                schema={s}
                value={record[name]}
                path={[...props.path, name]}
                label={fieldName(t, locale, name, s)}
                language={props.language}
                required={props.schema.required?.includes(name) ?? false}
                onChange={(v) => props.onChange(withoutUndefined({ ...record, [name]: v }))}
              />
            </div>
          );
        })}
      </div>
    </Group>
  );
}

function TupleGroup(props: FieldProps) {
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
          label={format(t.content.item, { label: props.label, number: index + 1 })}
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

export function LanguageHeads() {
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

const perLocale = <T,>(make: (l: Locale) => T) =>
  Object.fromEntries(locales.map((l) => [l, make(l)])) as Record<Locale, T>;

/** A group with a value per language (a season label, a detail page): side by side. */
function LocalizedGroup(props: FieldProps) {
  const { root } = useForm();
  const record = (props.value ?? {}) as Record<string, unknown>;
  return (
    <Group path={props.path} legend={useLabel(props.label, props.language)}>
      <LanguageHeads />
      <Pair
        schema={normalize(props.schema.properties!.de!, root)}
        label={props.label}
        values={perLocale((l) => record[l])}
        paths={perLocale((l) => [...props.path, l])}
        onChange={(l, v) => props.onChange({ ...record, [l]: v })}
      />
    </Group>
  );
}

/**
 * The same schema for each language, field beside field: groups both languages have are
 * followed inside; anything else is one row of one cell per language.
 */
export function Pair({
  schema,
  label = "",
  values,
  paths,
  onChange,
}: {
  schema: JsonSchema;
  label?: string;
  values: Record<Locale, unknown>;
  paths: Record<Locale, Path>;
  onChange(locale: Locale, value: unknown): void;
}) {
  const { t, locale } = useI18n();
  const { root } = useForm();
  const shown = useShown();
  if (kindOf(schema) !== "object" || schema.field) {
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
  const records = perLocale((l) => (values[l] ?? {}) as Record<string, unknown>);
  return (
    <div className="space-y-4">
      {Object.entries(schema.properties!).map(([name, raw]) => {
        const inner = normalize(raw, root);
        if (!shown([...paths.de, name], inner, records.de[name])) return null;
        const required = schema.required?.includes(name) ?? false;
        const innerLabel = fieldName(t, locale, name, inner);
        const set = (l: Locale, v: unknown) =>
          onChange(l, withoutUndefined({ ...records[l], [name]: v }));
        if (kindOf(inner) === "object" && required && !inner.field) {
          return (
            <fieldset key={name} className="space-y-3 border-t border-ink/10 pt-3">
              <legend className="pr-2 font-semibold">{innerLabel}</legend>
              <Pair
                schema={inner}
                values={perLocale((l) => records[l][name])}
                paths={perLocale((l) => [...paths[l], name])}
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
                label={innerLabel}
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
