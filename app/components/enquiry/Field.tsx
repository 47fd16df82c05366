/**
 * One form field's frame: a real <label>, an optional hint and the field's error beside it,
 * both tied to the control with aria-describedby; the control is marked aria-invalid while
 * its error shows. Controls get their ids and attributes from `controlProps`.
 */
import type { EnquiryField } from "#app/shared/enquiry/rules.ts";
import { SolidIcon } from "../ui/icons";

export const fieldId = (field: EnquiryField) => `enquiry-${field}`;
const hintId = (field: EnquiryField) => `enquiry-${field}-hint`;
const errorId = (field: EnquiryField) => `enquiry-${field}-error`;

/** id, name and the ARIA wiring of a control. */
export function controlProps(field: EnquiryField, hint: boolean, error: string | undefined) {
  const describedBy = [hint && hintId(field), error && errorId(field)].filter(Boolean).join(" ");
  return {
    id: fieldId(field),
    name: field,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy || undefined,
  } as const;
}

export const inputClass =
  "block min-h-11 w-full rounded-lg border border-ink/25 bg-white px-3.5 py-2.5 text-base text-ink shadow-xs transition-colors placeholder:text-ink-soft/70 hover:border-ink/45 focus-visible:border-spree focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-spree aria-invalid:border-red-700 aria-invalid:bg-red-50/40";

/**
 * Four rows (label, hint, control, error and extras); on wide screens they are rows of the
 * form's grid (subgrid), so two fields side by side line up even when one has a longer hint.
 */
export function Field({
  field,
  label,
  required = false,
  hint,
  error,
  extra,
  className = "",
  alignWithNeighbour = true,
  children,
}: {
  field: EnquiryField;
  label: string;
  required?: boolean;
  hint?: React.ReactNode;
  error: string | undefined;
  /** Shown below the control and its error (e.g. a disclosure). */
  extra?: React.ReactNode;
  className?: string;
  /** False for a pair of fields without hints, which line up without the subgrid's gaps. */
  alignWithNeighbour?: boolean;
  children: React.ReactNode;
}) {
  const rows = alignWithNeighbour ? "sm:row-span-4 sm:grid-rows-subgrid" : "";
  return (
    <div className={`grid content-start gap-y-1.5 ${rows} ${className}`}>
      <label htmlFor={fieldId(field)} className="font-semibold text-ink">
        {label}
        {required && (
          <span aria-hidden="true" className="ml-0.5 text-accent">
            *
          </span>
        )}
      </label>
      {hint ? (
        <p id={hintId(field)} className="text-sm text-ink-soft">
          {hint}
        </p>
      ) : (
        alignWithNeighbour && <span className="hidden sm:block" />
      )}
      {children}
      <div className="grid content-start gap-1.5 empty:hidden sm:empty:block">
        <FieldError field={field} error={error} />
        {extra}
      </div>
    </div>
  );
}

export function FieldError({ field, error }: { field: EnquiryField; error: string | undefined }) {
  if (!error) return null;
  return (
    <p id={errorId(field)} className="flex items-start gap-1.5 text-sm font-medium text-red-800">
      <SolidIcon className="mt-0.5 size-4 shrink-0">
        <path d="M10 1.5a8.5 8.5 0 1 0 0 17 8.5 8.5 0 0 0 0-17Zm-.9 4.2h1.8v5.6H9.1V5.7Zm0 7h1.8v1.8H9.1v-1.8Z" />
      </SolidIcon>
      {error}
    </p>
  );
}
