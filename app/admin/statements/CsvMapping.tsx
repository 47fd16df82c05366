/**
 * A bank's CSV on the statements screen (decision 0198): the first rows as the server read
 * them (encoding, separator, header line), one select per field to name its column (the
 * saved mapping for this header line, else a guess from the column names), an optional
 * name to save the mapping under, then the import. Errors stand next to the select or field
 * they belong to; a row that does not read is named with its line.
 */
import { useMutation } from "@tanstack/react-query";
import { useId, useState, type FormEvent } from "react";
import { AdminApiError } from "../api";
import { Field, FieldFrame } from "../components/Field";
import { format, useI18n } from "../i18n";
import {
  base64Of,
  uploadCsv,
  type CsvColumnsView,
  type CsvPreview,
  type ImportResult,
} from "./statements-api";
import { CSV_FIELDS, type CsvField } from "../../shared/bank-csv";

const REQUIRED = new Set<CsvField>(["bookedOn", "amount"]);

export function CsvMapping({
  file,
  preview,
  onImported,
  onCancel,
}: {
  file: File;
  preview: CsvPreview;
  onImported(result: ImportResult): void;
  onCancel(): void;
}) {
  const { t } = useI18n();
  const words = t.statements;
  const tableId = useId();
  const start: Partial<CsvColumnsView> = preview.saved?.columns ?? preview.guess;
  const [columns, setColumns] = useState<Partial<Record<CsvField, string>>>(() =>
    Object.fromEntries(
      CSV_FIELDS.flatMap((field) =>
        start[field] && preview.headers.includes(start[field]) ? [[field, start[field]]] : [],
      ),
    ),
  );
  const [saveAs, setSaveAs] = useState(preview.saved?.name ?? "");
  const [errors, setErrors] = useState<Partial<Record<CsvField | "saveAs" | "file", string>>>({});
  const save = useMutation({
    mutationFn: async () =>
      uploadCsv({
        csv: base64Of(new Uint8Array(await file.arrayBuffer())),
        fileName: file.name,
        separator: preview.separator,
        columns: Object.fromEntries(Object.entries(columns).filter(([, value]) => value)),
        ...(saveAs.trim() ? { saveAs: saveAs.trim() } : {}),
      }),
    onSuccess: (result) => onImported(result),
    onError: (error) => {
      if (!(error instanceof AdminApiError)) return setErrors({ file: t.app.error });
      if (error.status === 413) return setErrors({ file: words.tooLarge });
      const field = error.field ?? "file";
      if (field.startsWith("columns.")) {
        const name = field.slice("columns.".length) as CsvField;
        return setErrors({
          [name]:
            error.code === "csv_column_missing"
              ? format(words.columnMissing, { column: String(error.body.column ?? "") })
              : words.fieldRequired,
        });
      }
      if (field === "saveAs") return setErrors({ saveAs: words.saveAsInvalid });
      if (error.code === "not_csv") return setErrors({ file: words.notCsv });
      const problem = error.body.problem;
      if (typeof problem === "string" && Object.hasOwn(words.csvProblems, problem)) {
        return setErrors({
          file: format(words.csvProblems[problem as keyof typeof words.csvProblems], {
            line: String(error.body.line ?? ""),
            value: String(error.body.value ?? ""),
          }),
        });
      }
      setErrors({ file: format(words.badStatement, { message: error.message }) });
    },
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    const missing = CSV_FIELDS.filter((field) => REQUIRED.has(field) && !columns[field]);
    if (missing.length > 0) {
      return setErrors(Object.fromEntries(missing.map((field) => [field, words.fieldRequired])));
    }
    if (saveAs.trim().length > 80) return setErrors({ saveAs: words.saveAsInvalid });
    setErrors({});
    save.mutate();
  }
  return (
    <form
      className="card space-y-4"
      onSubmit={submit}
      noValidate
      aria-labelledby={`${tableId}-title`}
    >
      <div className="space-y-1">
        <h2 id={`${tableId}-title`} className="text-xl font-semibold">
          {words.csvTitle}
        </h2>
        <p>{words.csvIntro}</p>
        <p className="break-all text-sm text-ink-soft">
          {format(words.csvFacts, {
            file: file.name,
            encoding: preview.encoding === "utf-8" ? "UTF-8" : "Windows-1252",
            separator: words.separators[preview.separator],
          })}
        </p>
        <p className="text-sm font-medium">
          {preview.saved
            ? format(words.csvSaved, { name: preview.saved.name })
            : Object.keys(preview.guess).length > 0
              ? words.csvGuessed
              : null}
        </p>
      </div>
      <div className="max-w-full overflow-x-auto rounded border border-ink/15" tabIndex={0}>
        <table className="min-w-full text-left text-sm" aria-label={words.preview}>
          <thead className="bg-sand">
            <tr>
              {preview.headers.map((header, index) => (
                <th key={index} scope="col" className="whitespace-nowrap px-2 py-1 font-semibold">
                  {header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {preview.rows.map((row, rowIndex) => (
              <tr key={rowIndex} className="border-t border-ink/10">
                {preview.headers.map((_header, index) => (
                  <td key={index} className="max-w-64 truncate whitespace-nowrap px-2 py-1">
                    {row[index] ?? ""}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        {CSV_FIELDS.map((field) => (
          <FieldFrame
            key={field}
            label={words.fields[field]}
            error={errors[field]}
            control={(aria) => (
              <select
                {...aria}
                name={field}
                className="input w-full"
                value={columns[field] ?? ""}
                onChange={(event) => {
                  const value = event.target.value;
                  setColumns((now) => ({ ...now, [field]: value || undefined }));
                  setErrors((now) => ({ ...now, [field]: undefined }));
                }}
              >
                <option value="">
                  {REQUIRED.has(field) ? words.columnPick : words.columnNone}
                </option>
                {preview.headers.map((header, index) =>
                  header ? (
                    <option key={index} value={header}>
                      {header}
                    </option>
                  ) : null,
                )}
              </select>
            )}
          />
        ))}
      </div>
      <Field
        label={words.saveAs}
        hint={words.saveAsHint}
        error={errors.saveAs}
        name="saveAs"
        value={saveAs}
        maxLength={120}
        onChange={(event) => {
          setSaveAs(event.target.value);
          setErrors((now) => ({ ...now, saveAs: undefined }));
        }}
      />
      {errors.file ? (
        <p role="alert" className="font-medium text-danger">
          {errors.file}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <button type="submit" className="btn-primary" disabled={save.isPending}>
          {save.isPending ? words.uploading : words.importCsv}
        </button>
        <button type="button" className="btn-outline" onClick={onCancel}>
          {words.cancel}
        </button>
      </div>
    </form>
  );
}
