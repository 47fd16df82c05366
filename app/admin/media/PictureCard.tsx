/**
 * One uploaded picture on the pictures page: its thumbnail (where a click sets the focal
 * point), size and upload date, where published content shows it, its alt texts and focal
 * point to change (pages showing it are rendered again on saving), and (owners) deleting it,
 * which the server refuses while the picture is in use (409 `picture_in_use`).
 */
import * as Dialog from "@radix-ui/react-dialog";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { MediaEditAnswer } from "../../../server/media/edit-routes.ts";
import type { MediaListItem } from "../../../server/media/routes.ts";
import type { PictureUse } from "../../../server/media/usage.ts";
import { AdminApiError, adminApi } from "../api";
import { Notice } from "../components/Field";
import { format, useI18n } from "../i18n";
import { bodyOf, draftOf, FocalFields, FocalPicker } from "./FocalPoint";
import { AltFields, errorsOf, useFormatters } from "./media-form";
import { UsedIn } from "./UsedIn";

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
    // Published meanwhile: the list learns where.
    onError: () => queryClient.invalidateQueries({ queryKey: ["media"] }),
  });
  const inUse =
    remove.error instanceof AdminApiError && remove.error.code === "picture_in_use"
      ? (remove.error.body.usedIn as PictureUse[])
      : null;
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
          {inUse ? (
            <div role="alert" className="space-y-1 rounded-lg bg-accent-soft p-3">
              <p className="font-medium">{t.media.library.inUse}</p>
              <UsedIn uses={inUse} />
            </div>
          ) : remove.error ? (
            <Notice kind="error">{t.app.error}</Notice>
          ) : null}
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

export function PictureCard({
  picture,
  canDelete,
}: {
  picture: MediaListItem;
  canDelete: boolean;
}) {
  const { t, dateTime } = useI18n();
  const { bytes } = useFormatters();
  const queryClient = useQueryClient();
  const [alt, setAlt] = useState(picture.alt);
  const [focal, setFocal] = useState(() => draftOf(picture.focal));
  const save = useMutation({
    mutationFn: () =>
      adminApi.patch<MediaEditAnswer>(`/media/${encodeURIComponent(picture.id)}`, {
        alt,
        focal: bodyOf(focal),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["media"] }),
  });
  const errors = errorsOf(save.error, t, alt);
  const titleId = `${picture.id}-title`;
  const focalHintId = `${picture.id}-focal-hint`;
  return (
    <li className="card flex flex-col gap-3" data-testid="media-item">
      <FocalPicker picture={picture} draft={focal} onChange={setFocal} hintId={focalHintId} />
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
        <UsedIn uses={picture.usedIn} />
        {canDelete && picture.usedIn.length > 0 ? (
          <p className="text-sm text-ink-soft">{t.media.library.inUse}</p>
        ) : null}
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
        <FocalFields
          idPrefix={picture.id}
          picture={picture}
          draft={focal}
          onChange={setFocal}
          hintId={focalHintId}
          errors={{ x: errors["focal.x"], y: errors["focal.y"] }}
        />
        <div className="flex flex-wrap items-center gap-2">
          <button type="submit" className="btn-outline" disabled={save.isPending}>
            {save.isPending ? t.media.saving : t.media.save}
          </button>
          {canDelete && picture.usedIn.length === 0 ? <DeleteDialog picture={picture} /> : null}
          {save.isSuccess ? (
            <p role="status" className="text-sm font-medium text-spree">
              {save.data.republished ? t.media.savedRepublished : t.media.saved}
            </p>
          ) : null}
        </div>
        {errors.form ? <Notice kind="error">{errors.form}</Notice> : null}
      </form>
    </li>
  );
}
