/**
 * Pictures: upload a JPEG, PNG or WebP with its alt text in German and English (side by
 * side), see every picture with its size, change its alt texts; owners delete. Refusals
 * (not a picture, over 15 MB, alt text missing) appear next to their field in the user's
 * language; the server checks everything again (server/media/routes.ts).
 */
import * as Dialog from "@radix-ui/react-dialog";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { useRouteLoaderData } from "react-router";
import type { MediaListItem, MediaUploadAnswer } from "../../../server/media/routes.ts";
import { localeSettings } from "../../i18n/locales";
import { AdminApiError, adminApi, type Me } from "../api";
import { Field, Notice } from "../components/Field";
import { mediaQuery } from "./media-query";
import { format, useI18n } from "../i18n";
import type { Dictionary } from "../i18n/de";

/** The server's limit, checked here first so a big file is not sent for nothing. */
const MAX_BYTES = 15 * 1024 * 1024;
const ACCEPT = "image/jpeg,image/png,image/webp";

type Errors = Partial<Record<"file" | "alt.de" | "alt.en" | "form", string>>;

/** The server's refusal as messages in the user's language, by the field it names. */
function errorsOf(error: unknown, t: Dictionary, alt: { de: string; en: string }): Errors {
  if (!(error instanceof AdminApiError)) return error ? { form: t.app.error } : {};
  const messages = t.media.errors;
  if (error.field === "file") {
    const message = messages[error.code as keyof typeof messages];
    return { file: message ?? error.message };
  }
  if (error.field === "alt.de" || error.field === "alt.en") {
    const value = error.field === "alt.de" ? alt.de : alt.en;
    const missing = error.field === "alt.de" ? messages.altDeMissing : messages.altEnMissing;
    return { [error.field]: value.trim() ? messages.altTooLong : missing };
  }
  return { form: error.status === 0 ? t.app.offline : t.app.error };
}

function useFormatters() {
  const { locale } = useI18n();
  const intl = localeSettings[locale].intl;
  const number = new Intl.NumberFormat(intl, { maximumFractionDigits: 1 });
  return {
    bytes: (n: number) =>
      n >= 1024 * 1024
        ? `${number.format(n / 1024 / 1024)} MB`
        : `${number.format(Math.max(1, Math.round(n / 1024)))} kB`,
  };
}

function AltFields({
  idPrefix,
  alt,
  onChange,
  errors,
  stacked = false,
}: {
  idPrefix: string;
  /** One above the other (in a narrow card) instead of side by side. */
  stacked?: boolean;
  alt: { de: string; en: string };
  onChange: (alt: { de: string; en: string }) => void;
  errors: Errors;
}) {
  const { t } = useI18n();
  return (
    <div className={stacked ? "grid gap-3" : "grid gap-3 sm:grid-cols-2"}>
      <Field
        id={`${idPrefix}-alt-de`}
        name="alt.de"
        lang="de"
        label={t.media.altDe}
        maxLength={250}
        value={alt.de}
        onChange={(event) => onChange({ ...alt, de: event.target.value })}
        error={errors["alt.de"]}
      />
      <Field
        id={`${idPrefix}-alt-en`}
        name="alt.en"
        lang="en"
        label={t.media.altEn}
        maxLength={250}
        value={alt.en}
        onChange={(event) => onChange({ ...alt, en: event.target.value })}
        error={errors["alt.en"]}
      />
    </div>
  );
}

function UploadForm() {
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

function DeleteDialog({ picture }: { picture: MediaListItem }) {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const remove = useMutation({
    mutationFn: () => adminApi.delete(`/media/${encodeURIComponent(picture.id)}`),
    onSuccess: () => {
      setOpen(false);
      return queryClient.invalidateQueries({ queryKey: ["media"] });
    },
  });
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className="btn-danger">{t.media.remove}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/40" />
        <Dialog.Content className="card fixed left-1/2 top-1/2 z-50 w-[min(32rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 space-y-3">
          <Dialog.Title className="text-lg font-semibold">{t.media.removeTitle}</Dialog.Title>
          <Dialog.Description>{t.media.removeIntro}</Dialog.Description>
          <img
            src={picture.thumbnail}
            alt={picture.alt.de}
            className="max-h-40 rounded-lg object-contain"
          />
          {remove.error ? <Notice kind="error">{t.app.error}</Notice> : null}
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className="btn-danger"
              disabled={remove.isPending}
              onClick={() => remove.mutate()}
            >
              {t.media.removeNow}
            </button>
            <Dialog.Close className="btn-outline">{t.media.cancel}</Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function PictureCard({ picture, canDelete }: { picture: MediaListItem; canDelete: boolean }) {
  const { t, locale, dateTime } = useI18n();
  const { bytes } = useFormatters();
  const queryClient = useQueryClient();
  const [alt, setAlt] = useState(picture.alt);
  const save = useMutation({
    mutationFn: () =>
      adminApi.patch<{ picture: MediaListItem }>(`/media/${encodeURIComponent(picture.id)}`, {
        alt,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["media"] }),
  });
  const errors = errorsOf(save.error, t, alt);
  const titleId = `${picture.id}-title`;
  return (
    <li className="card flex flex-col gap-3" data-testid="media-item">
      <img
        src={picture.thumbnail}
        alt={picture.alt[locale]}
        width={picture.variants[0]?.width}
        height={picture.variants[0]?.height}
        loading="lazy"
        className="aspect-[3/2] w-full rounded-lg bg-sand object-contain"
      />
      <div>
        <h3 id={titleId} className="font-semibold break-all">
          {picture.originalName}
        </h3>
        <p className="text-sm text-ink-soft">
          {format(t.media.size, {
            width: picture.width,
            height: picture.height,
            format: picture.format.toUpperCase(),
            bytes: bytes(picture.originalBytes),
          })}
        </p>
        <p className="text-sm text-ink-soft">
          {format(t.media.uploadedAt, { date: dateTime(picture.createdAt) })} ·{" "}
          <code className="text-xs">{picture.id}</code>
        </p>
      </div>
      <form
        className="space-y-3"
        noValidate
        aria-label={format(t.media.pictureOf, { id: picture.originalName })}
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate();
        }}
      >
        <AltFields idPrefix={picture.id} alt={alt} onChange={setAlt} errors={errors} stacked />
        <div className="flex flex-wrap items-center gap-2">
          <button type="submit" className="btn-outline" disabled={save.isPending}>
            {save.isPending ? t.media.saving : t.media.save}
          </button>
          {canDelete ? <DeleteDialog picture={picture} /> : null}
          {save.isSuccess ? (
            <p role="status" className="text-sm font-medium text-spree">
              {t.media.saved}
            </p>
          ) : null}
        </div>
        {errors.form ? <Notice kind="error">{errors.form}</Notice> : null}
      </form>
    </li>
  );
}

export function MediaPage() {
  const { t } = useI18n();
  const me = useRouteLoaderData("layout") as Me;
  const pictures = useQuery(mediaQuery);
  const list = pictures.data?.pictures ?? [];
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold">{t.media.title}</h1>
      <p className="text-ink-soft">{t.media.intro}</p>
      <UploadForm />
      <section className="space-y-3" aria-labelledby="media-list-title">
        <h2 id="media-list-title" className="text-lg font-semibold">
          {t.media.listTitle}
          {pictures.data ? (
            <span className="ml-2 text-base font-normal text-ink-soft">
              {format(t.media.count, { count: list.length })}
            </span>
          ) : null}
        </h2>
        {pictures.isPending ? <p role="status">{t.app.loading}</p> : null}
        {pictures.isError ? <Notice kind="error">{t.app.error}</Notice> : null}
        {pictures.data && list.length === 0 ? <p>{t.media.empty}</p> : null}
        <ul className="grid gap-4 md:grid-cols-2" data-testid="media-grid">
          {list.map((picture) => (
            <PictureCard key={picture.id} picture={picture} canDelete={me.user.role === "owner"} />
          ))}
        </ul>
      </section>
    </div>
  );
}
