/** A line of text; with a recommended length, a counter under it. */
import { FieldFrame } from "../../components/Field";
import { format, useI18n } from "../../i18n";
import { useFrame, type FieldProps } from "../form/context";

/** "48 / 60 Zeichen", marked when over the recommended length. */
export function LengthCounter({ length, recommended }: { length: number; recommended: number }) {
  const { t } = useI18n();
  const over = length > recommended;
  return (
    <span className={over ? "font-medium text-accent-strong" : undefined}>
      {format(over ? t.contentEditor.lengthOver : t.contentEditor.length, { length, recommended })}
    </span>
  );
}

export const textOf = (value: unknown) => (typeof value === "string" ? value : "");

/** The change of a text field: an emptied optional text is removed. */
export const textChange = (props: FieldProps, text: string) =>
  props.onChange(text === "" && !props.required ? undefined : text);

export function TextField(props: FieldProps) {
  const value = textOf(props.value);
  const frame = useFrame(props);
  const recommended = props.schema.recommended;
  return (
    <FieldFrame
      {...frame}
      hint={recommended ? <LengthCounter length={value.length} recommended={recommended} /> : null}
      control={(aria) => (
        <input
          {...aria}
          className="input"
          type="text"
          value={value}
          lang={props.language}
          onChange={(event) => textChange(props, event.target.value)}
        />
      )}
    />
  );
}
