/**
 * What every section of the offer editor reads: the ids' prefix, the form as typed, the
 * problems by field and the setter; and one text field of the form, wrapped in the element
 * the focus finds it by (its server path) and showing its problem.
 */
import { createContext, useContext, type ComponentProps } from "react";
import { Field } from "../../components/Field";
import type { FormState } from "../editor-state";
import { PATHS, type TextKey } from "./field-paths";
import type { SetField } from "./use-offer-draft";

interface DraftContextValue {
  /** The prefix of the editor's element ids. */
  id: string;
  form: FormState;
  errors: Record<string, string>;
  set: SetField;
}

export const DraftContext = createContext<DraftContextValue | null>(null);

export function useDraft(): DraftContextValue {
  const value = useContext(DraftContext);
  if (!value) throw new Error("useDraft outside the offer editor");
  return value;
}

export function DraftField({
  field,
  label,
  ...extra
}: { field: TextKey; label: string } & Partial<ComponentProps<typeof Field>>) {
  const { id, form, errors, set } = useDraft();
  return (
    <div data-field={PATHS[field] ?? field}>
      <Field
        id={`${id}-${field}`}
        label={label}
        value={form[field]}
        error={errors[PATHS[field] ?? field]}
        onChange={(event) => set(field, event.target.value)}
        {...extra}
      />
    </div>
  );
}
