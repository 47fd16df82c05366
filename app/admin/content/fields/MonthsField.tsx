/** The months an event runs in: twelve boxes to tick; none ticked means all year. */
import { useI18n } from "../../i18n";
import { useIssue, useLabel, type FieldProps } from "../form/context";
import { fieldId } from "../form/schema-tools";

export function MonthsField(props: FieldProps) {
  const { t, locale } = useI18n();
  const error = useIssue(props.path);
  const id = fieldId(props.path);
  const chosen = new Set(Array.isArray(props.value) ? (props.value as number[]) : []);
  const name = new Intl.DateTimeFormat(locale, { month: "short", timeZone: "UTC" });
  const toggle = (month: number) => {
    const next = new Set(chosen);
    if (next.has(month)) next.delete(month);
    else next.add(month);
    const list = [...next].sort((a, b) => a - b);
    props.onChange(list.length === 0 && !props.required ? undefined : list);
  };
  return (
    <fieldset
      id={id}
      tabIndex={-1}
      className="min-w-0 space-y-1"
      aria-describedby={[`${id}-hint`, error ? `${id}-error` : ""].filter(Boolean).join(" ")}
    >
      <legend className="font-medium">{useLabel(props.label, props.language)}</legend>
      <p id={`${id}-hint`} className="text-sm text-ink-soft">
        {t.contentEditor.monthsHint}
      </p>
      <div className="grid grid-cols-4 gap-x-2 sm:grid-cols-6">
        {Array.from({ length: 12 }, (_, i) => i + 1).map((month) => (
          <label key={month} className="flex min-h-11 items-center gap-2">
            <input
              type="checkbox"
              className="size-5"
              checked={chosen.has(month)}
              onChange={() => toggle(month)}
            />
            {name.format(new Date(Date.UTC(2026, month - 1, 1)))}
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
