/** A number (a price, a rating): what is typed stays as typed until the field is left. */
import { useState } from "react";
import { FieldFrame } from "../../components/Field";
import { useFrame, type FieldProps } from "../form/context";

export function NumberField(props: FieldProps) {
  const [text, setText] = useState<string | undefined>(undefined);
  const frame = useFrame(props);
  const shown =
    text ?? (props.value === undefined || props.value === null ? "" : String(props.value));
  const integer = props.schema.type === "integer";
  return (
    <FieldFrame
      {...frame}
      control={(aria) => (
        <input
          {...aria}
          className="input"
          type="number"
          inputMode={integer ? "numeric" : "decimal"}
          min={props.schema.minimum}
          max={props.schema.maximum}
          step={integer ? 1 : "any"}
          value={shown}
          onChange={(event) => {
            const raw = event.target.value;
            setText(raw);
            if (raw.trim() === "") props.onChange(props.required ? "" : undefined);
            else props.onChange(Number.isNaN(Number(raw)) ? raw : Number(raw));
          }}
          onBlur={() => setText(undefined)}
        />
      )}
    />
  );
}
