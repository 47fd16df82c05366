/**
 * The offer's introduction, in the editor where the PDF prints it: above the lines, in the
 * offer's language.
 */
import { TextAreaField } from "../../components/Field";
import { useI18n } from "../../i18n";
import { useDraft } from "./context";

export function IntroSection() {
  const { t } = useI18n();
  const words = t.offerEditor;
  const { id, form, errors, set } = useDraft();
  return (
    <div className="card" data-field="intro">
      <TextAreaField
        id={`${id}-intro`}
        label={words.intro}
        hint={words.introHint}
        rows={4}
        lang={form.language}
        value={form.intro}
        error={errors.intro}
        onChange={(event) => set("intro", event.target.value)}
      />
    </div>
  );
}
