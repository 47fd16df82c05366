/**
 * Labelled inputs with their hint and their error next to it (linked by aria-describedby):
 * one frame, an input or a multi-line text box inside.
 */
import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type TextareaHTMLAttributes,
} from "react";

export interface FrameProps {
  label: string;
  error?: string | undefined;
  hint?: ReactNode | undefined;
  /** Under the control: what the typed text reads as, for instance. */
  note?: ReactNode | undefined;
  id?: string | undefined;
}

/**
 * The label, hint and error around a control; `control` gets its id and ARIA links. The
 * content editor's fields (app/admin/content/fields/) use it as their one frame.
 */
export function FieldFrame({
  label,
  error,
  hint,
  note,
  id,
  control,
}: FrameProps & {
  control: (aria: {
    id: string;
    "aria-invalid": true | undefined;
    "aria-describedby": string | undefined;
  }) => ReactNode;
}) {
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const noteId = `${inputId}-note`;
  const describedBy = [hint ? hintId : null, note ? noteId : null, error ? errorId : null]
    .filter(Boolean)
    .join(" ");
  return (
    <div className="space-y-1">
      <label htmlFor={inputId} className="block font-medium">
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="text-sm text-ink-soft">
          {hint}
        </p>
      ) : null}
      {control({
        id: inputId,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy || undefined,
      })}
      {note ? (
        <p id={noteId} className="text-sm text-ink-soft tabular-nums">
          {note}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

type FieldProps = FrameProps & Omit<InputHTMLAttributes<HTMLInputElement>, "id">;

export function Field({ label, error, hint, note, id, ...input }: FieldProps) {
  return (
    <FieldFrame
      {...{ label, error, hint, note, id }}
      control={(aria) => <input {...aria} className="input" {...input} />}
    />
  );
}

type TextAreaFieldProps = FrameProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id">;

/** The multi-line sibling of `Field`. */
export function TextAreaField({
  label,
  error,
  hint,
  id,
  className,
  ...textarea
}: TextAreaFieldProps) {
  return (
    <FieldFrame
      {...{ label, error, hint, id }}
      control={(aria) => (
        <textarea {...aria} className={`input leading-relaxed ${className ?? ""}`} {...textarea} />
      )}
    />
  );
}

/** A message about the whole form or page: announced when it appears. */
export function Notice({
  kind,
  children,
}: {
  kind: "error" | "success";
  children: React.ReactNode;
}) {
  return (
    <p
      role={kind === "error" ? "alert" : "status"}
      className={
        kind === "error"
          ? "rounded-lg border border-danger/30 bg-accent-soft px-3 py-2 font-medium text-danger"
          : "rounded-lg border border-spree/30 bg-spree-soft px-3 py-2 font-medium text-spree"
      }
    >
      {children}
    </p>
  );
}
