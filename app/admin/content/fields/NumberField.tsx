/**
 * A number (a price, a rating): what is typed stays as typed until the field is left, and is
 * read the same way in either screen language (decision 0163): "89", "89,00" and "89.00" are
 * 89, "1,250" is refused beside the field as ambiguous. A browser's number input would drop
 * the comma ("89,00" became 8900).
 */
import { useState } from "react";
import { FieldFrame } from "../../components/Field";
import { useI18n } from "../../i18n";
import { figureProblem } from "../../offers/money-input";
import { readTypedNumber } from "../../../shared/money/typed-number";
import { useFrame, type FieldProps } from "../form/context";

export function NumberField(props: FieldProps) {
  const { t, locale } = useI18n();
  const [text, setText] = useState<string | undefined>(undefined);
  const frame = useFrame(props);
  const shown =
    text ?? (props.value === undefined || props.value === null ? "" : String(props.value));
  const integer = props.schema.type === "integer";
  // Whole numbers as they are; other numbers (a rating's average) to two decimals.
  const scale = integer ? 0 : 2;
  const read = (raw: string) => readTypedNumber(raw, scale, "€");
  // What was typed and not read (kept as text in the document) says why beside the field.
  const pending = text ?? (typeof props.value === "string" ? props.value : undefined);
  const typed =
    pending === undefined
      ? null
      : figureProblem(read(pending), integer ? "whole" : "percent", t, locale);
  return (
    <FieldFrame
      {...frame}
      error={typed ?? frame.error}
      control={(aria) => (
        <input
          {...aria}
          className="input"
          inputMode={integer ? "numeric" : "decimal"}
          value={shown}
          onChange={(event) => {
            const raw = event.target.value;
            setText(raw);
            const figure = read(raw);
            if (raw.trim() === "") props.onChange(props.required ? "" : undefined);
            else props.onChange(figure.ok ? figure.value / 10 ** scale : raw);
          }}
          onBlur={() => setText(undefined)}
        />
      )}
    />
  );
}
