/** A calendar date (an article's date, an offer's end), chosen with the browser's picker. */
import { FieldFrame } from "../../components/Field";
import { useIssue, useLabel, type FieldProps } from "../form/context";
import { fieldId } from "../form/schema-tools";
import { textChange, textOf } from "./TextField";

export function DateField(props: FieldProps) {
  const error = useIssue(props.path);
  return (
    <FieldFrame
      id={fieldId(props.path)}
      label={useLabel(props.label, props.language)}
      error={error}
      control={(aria) => (
        <input
          {...aria}
          className="input"
          type="date"
          value={textOf(props.value)}
          onChange={(event) => textChange(props, event.target.value)}
        />
      )}
    />
  );
}
