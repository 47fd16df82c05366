/** A range (group size, hours): "from" and "to" side by side, one message for the pair. */
import { useI18n } from "../../i18n";
import { useIssue, useLabel, type FieldProps } from "../form/context";
import { fieldId } from "../form/schema-tools";
import { NumberField } from "./NumberField";

export function RangeField(props: FieldProps) {
  const { t } = useI18n();
  const error = useIssue(props.path);
  const legend = useLabel(props.label, props.language);
  const record = (props.value ?? {}) as Record<string, unknown>;
  const id = fieldId(props.path);
  return (
    <fieldset
      id={id}
      tabIndex={-1}
      className="min-w-0 space-y-2"
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend className="font-medium">{legend}</legend>
      <div className="grid grid-cols-2 gap-3">
        {(["min", "max"] as const).map((end) => (
          <NumberField
            key={end}
            schema={props.schema.properties?.[end] ?? { type: "integer" }}
            value={record[end]}
            path={[...props.path, end]}
            label={end === "min" ? t.contentFields.min : t.contentFields.max}
            required
            onChange={(value) => props.onChange({ ...record, [end]: value })}
          />
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
