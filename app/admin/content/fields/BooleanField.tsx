/** Yes or no (show the phone number as a button). */
import { useIssue, useLabel, type FieldProps } from "../form/context";
import { fieldId } from "../form/schema-tools";

export function BooleanField(props: FieldProps) {
  const id = fieldId(props.path);
  const error = useIssue(props.path);
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
