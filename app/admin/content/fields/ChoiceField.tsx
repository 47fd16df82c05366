/** One of a fixed set of values (indoors/outdoors, the kind of cooking, a list page). */
import { FieldFrame } from "../../components/Field";
import { useI18n } from "../../i18n";
import { useFrame, type FieldProps } from "../form/context";

export function ChoiceField(props: FieldProps) {
  const { t } = useI18n();
  const frame = useFrame(props);
  const options = props.schema.enum ?? [props.schema.const];
  const names = { ...t.categories, ...t.contentValues } as Record<string, string>;
  const index = options.findIndex((o) => o === props.value);
  return (
    <FieldFrame
      {...frame}
      control={(aria) => (
        <select
          {...aria}
          className="input"
          value={index === -1 ? "" : String(index)}
          onChange={(event) =>
            props.onChange(
              event.target.value === "" ? undefined : options[Number(event.target.value)],
            )
          }
        >
          {index === -1 || !props.required ? <option value="">—</option> : null}
          {options.map((option, i) => (
            <option key={String(option)} value={String(i)}>
              {names[String(option)] ?? String(option)}
            </option>
          ))}
        </select>
      )}
    />
  );
}
