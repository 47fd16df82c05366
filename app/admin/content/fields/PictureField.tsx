/**
 * A picture: the chosen one's thumbnail and a button that opens the picker of uploads and
 * illustrations (PicturePicker.tsx), with the field's label and message around them.
 */
import { useI18n } from "../../i18n";
import { useIssue, useLabel, type FieldProps } from "../form/context";
import { fieldId } from "../form/schema-tools";
import { PicturePicker } from "../PicturePicker";

export function PictureField(props: FieldProps) {
  const { locale } = useI18n();
  const error = useIssue(props.path);
  const id = fieldId(props.path);
  return (
    // A group named by the field's label: the picker's button keeps its own words.
    <div className="space-y-1" role="group" aria-labelledby={`${id}-label`}>
      <p id={`${id}-label`} className="font-medium">
        {useLabel(props.label, props.language)}
      </p>
      <PicturePicker
        id={id}
        value={typeof props.value === "string" ? props.value : ""}
        language={props.language ?? locale}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(picture) => props.onChange(picture)}
      />
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
