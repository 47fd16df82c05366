/** A group of fields under a legend, with the group's own message (a list too short). */
import type { ReactNode } from "react";
import { useIssue } from "./context";
import { fieldId, type Path } from "./schema-tools";

export function Group({
  path,
  legend,
  children,
}: {
  path: Path;
  legend: string;
  children: ReactNode;
}) {
  const error = useIssue(path);
  const id = fieldId(path);
  return (
    <fieldset
      id={id}
      tabIndex={-1}
      className="min-w-0 space-y-3 rounded-lg border border-ink/15 p-3"
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend className="px-1 font-semibold">{legend}</legend>
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
      {children}
    </fieldset>
  );
}
