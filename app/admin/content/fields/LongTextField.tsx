/** Several sentences: a box that grows with its text; a counter for a recommended length. */
import { FieldFrame } from "../../components/Field";
import { useFrame, type FieldProps } from "../form/context";
import { LengthCounter, textChange, textOf } from "./TextField";

export function LongTextField(props: FieldProps) {
  const value = textOf(props.value);
  const frame = useFrame(props);
  const recommended = props.schema.recommended;
  return (
    <FieldFrame
      {...frame}
      hint={recommended ? <LengthCounter length={value.length} recommended={recommended} /> : null}
      control={(aria) => (
        <textarea
          {...aria}
          className="input field-sizing-content min-h-20 leading-relaxed"
          rows={Math.min(10, Math.max(3, Math.ceil(value.length / 70)))}
          value={value}
          lang={props.language}
          onChange={(event) => textChange(props, event.target.value)}
        />
      )}
    />
  );
}
