/**
 * An article's reading time: computed from its texts by the rule the build checks
 * (app/content/rules.ts, 200 words a minute), shown, never typed. The form keeps the value
 * in step with the texts (form/derive.ts).
 */
import { format, useI18n } from "../../i18n";
import { useIssue, useLabel, type FieldProps } from "../form/context";
import { fieldId } from "../form/schema-tools";

export function ReadingTimeField(props: FieldProps) {
  const { t } = useI18n();
  const error = useIssue(props.path);
  const id = fieldId(props.path);
  const minutes = typeof props.value === "number" ? props.value : 0;
  return (
    <div className="space-y-1">
      <p className="font-medium" id={`${id}-label`}>
        {useLabel(props.label, props.language)}
      </p>
      <output
        id={id}
        tabIndex={-1}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
        className="block text-lg font-semibold"
      >
        {format(t.contentEditor.minutes, { count: minutes })}
      </output>
      <p id={`${id}-hint`} className="text-sm text-ink-soft">
        {t.contentEditor.readingTimeHint}
      </p>
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
