/**
 * A value in both languages chosen from a list (an article's category): one choice sets the
 * German and the English word together; a value not in the list stays offered.
 */
import { FieldFrame } from "../../components/Field";
import { useI18n } from "../../i18n";
import { useIssue, useLabel, type FieldProps } from "../form/context";
import { fieldId } from "../form/schema-tools";

type Pair = { de: string; en: string };

export function PairChoiceField(props: FieldProps) {
  const { t, locale } = useI18n();
  const own = useIssue(props.path);
  const german = useIssue([...props.path, "de"]);
  const english = useIssue([...props.path, "en"]);
  const error = own ?? german ?? english;
  const value = (props.value ?? { de: "", en: "" }) as Pair;
  const options: Pair[] = [...(props.schema.options ?? [])];
  if (value.de && !options.some((o) => o.de === value.de && o.en === value.en)) options.push(value);
  const index = options.findIndex((o) => o.de === value.de && o.en === value.en);
  return (
    <FieldFrame
      id={fieldId(props.path)}
      label={useLabel(props.label, props.language)}
      error={error}
      control={(aria) => (
        <select
          {...aria}
          className="input"
          value={index === -1 ? "" : String(index)}
          onChange={(event) => {
            const chosen = options[Number(event.target.value)];
            props.onChange(chosen ? { de: chosen.de, en: chosen.en } : { de: "", en: "" });
          }}
        >
          {index === -1 ? <option value="">{t.contentEditor.choose}</option> : null}
          {options.map((option, i) => (
            <option key={`${option.de}/${option.en}`} value={String(i)}>
              {locale === "de" ? `${option.de} (${option.en})` : `${option.en} (${option.de})`}
            </option>
          ))}
        </select>
      )}
    />
  );
}
