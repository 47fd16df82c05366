/** A calendar date (an article's date, an offer's end), chosen with the browser's picker. */
import { FieldFrame } from "../../components/Field";
import { useFrame, type FieldProps } from "../form/context";
import { textChange, textOf } from "./TextField";

export function DateField(props: FieldProps) {
  const frame = useFrame(props);
  return (
    <FieldFrame
      {...frame}
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
