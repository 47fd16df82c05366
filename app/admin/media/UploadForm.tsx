/**
 * Uploading a picture: a JPEG, PNG or WebP with its alt text in German and English side by
 * side. Refusals (not a picture, over 15 MB, alt text missing) appear next to their field in
 * the user's language, and the keyboard goes there; the server checks everything again.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import type { MediaUploadAnswer } from "../../../server/media/routes.ts";
import { AdminApiError, adminApi } from "../api";
import { Notice } from "../components/Field";
import { format, useI18n } from "../i18n";
import { ACCEPT, AltFields, errorsOf, MAX_BYTES, type Errors } from "./media-form";

export function UploadForm() {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const fileRef = useRef<HTMLInputElement>(null);
  const formId = useId();
  const [alt, setAlt] = useState({ de: "", en: "" });
  const [localError, setLocalError] = useState<string | null>(null);
  const upload = useMutation({
    mutationFn: (form: FormData) => adminApi.upload<MediaUploadAnswer>("/media", form),
    onSuccess: () => {
      setAlt({ de: "", en: "" });
      if (fileRef.current) fileRef.current.value = "";
      return queryClient.invalidateQueries({ queryKey: ["media"] });
    },
  });
  const errors: Errors = localError ? { file: localError } : errorsOf(upload.error, t, alt);
  const fileId = `${formId}-file`;
  // A refusal takes the keyboard to the field it names, where its message is read out.
  const refusedField = upload.error instanceof AdminApiError ? upload.error.field : undefined;
  useEffect(() => {
    const target =
      refusedField === "file"
        ? fileId
        : refusedField === "alt.de"
          ? `${formId}-alt-de`
          : refusedField === "alt.en"
            ? `${formId}-alt-en`
            : null;
    if (target) document.getElementById(target)?.focus();
  }, [refusedField, upload.error, fileId, formId]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const file = fileRef.current?.files?.[0];
    setLocalError(null);
    upload.reset();
    if (file && file.size > MAX_BYTES) {
      setLocalError(t.media.errors.file_too_large);
      fileRef.current?.focus();
      return;
    }
    const form = new FormData();
    form.set("alt.de", alt.de);
    form.set("alt.en", alt.en);
    if (file) form.set("file", file, file.name);
    upload.mutate(form);
  }

  const describedBy = [`${fileId}-hint`, errors.file ? `${fileId}-error` : null]
    .filter(Boolean)
    .join(" ");
  return (
    <section className="card space-y-4" aria-labelledby={`${formId}-title`}>
      <h2 id={`${formId}-title`} className="text-lg font-semibold">
        {t.media.uploadTitle}
      </h2>
      <form className="space-y-4" noValidate onSubmit={submit} aria-busy={upload.isPending}>
        <div className="space-y-1">
          <label htmlFor={fileId} className="block font-medium">
            {t.media.file}
          </label>
          <p id={`${fileId}-hint`} className="text-sm text-ink-soft">
            {t.media.fileHint}
          </p>
          <input
            ref={fileRef}
            id={fileId}
            name="file"
            type="file"
            accept={ACCEPT}
            className="input file:mr-3 file:rounded-md file:border-0 file:bg-sand file:px-3 file:py-1 file:font-semibold"
            aria-invalid={errors.file ? true : undefined}
            aria-describedby={describedBy}
            onChange={() => {
              setLocalError(null);
              upload.reset();
            }}
          />
          {errors.file ? (
            <p id={`${fileId}-error`} className="text-sm font-medium text-danger">
              {errors.file}
            </p>
          ) : null}
        </div>
        <p className="text-sm text-ink-soft">{t.media.altHint}</p>
        <AltFields idPrefix={formId} alt={alt} onChange={setAlt} errors={errors} />
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" className="btn-primary" disabled={upload.isPending}>
            {t.media.upload}
          </button>
          {upload.isPending ? (
            <p role="status" className="flex items-center gap-2 text-ink-soft">
              <span
                aria-hidden="true"
                className="inline-block size-4 animate-spin rounded-full border-2 border-spree border-t-transparent"
              />
              {t.media.uploading}
            </p>
          ) : null}
        </div>
        {errors.form ? <Notice kind="error">{errors.form}</Notice> : null}
        {upload.data ? (
          <Notice kind="success">
            {upload.data.existing
              ? t.media.existing
              : format(t.media.uploaded, { name: upload.data.picture.originalName })}
          </Notice>
        ) : null}
      </form>
    </section>
  );
}
