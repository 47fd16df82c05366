/**
 * A picture's focal point on its card (docs/decisions/0146-focal-points.md): the thumbnail
 * as the picker (a click or tap sets the point; the marker on it is a button that arrow
 * keys move), and below in the form the two numbers, a wide and a square preview of the
 * site's crops, and "Zurücksetzen" to the centre. The server checks the numbers again.
 */
import { useRef, type KeyboardEvent, type PointerEvent } from "react";
import {
  FOCAL_CENTRE,
  FOCAL_STEP,
  objectPosition,
  toPercent,
  type FocalPoint,
} from "../../shared/focal-point";
import type { MediaListItem } from "../../../server/media/routes.ts";
import { Field } from "../components/Field";
import { format, useI18n } from "../i18n";

/** The two numbers as typed (a field may be empty or hold "150" until the server refuses it). */
export interface FocalDraft {
  x: string;
  y: string;
}

export const draftOf = (focal: FocalPoint): FocalDraft => ({
  x: String(focal.x),
  y: String(focal.y),
});

const axisOf = (text: string): number | undefined =>
  /^\s*\d{1,3}\s*$/.test(text) && Number(text) <= 100 ? Number(text) : undefined;

/** Where the marker and the previews show the point: a field not (yet) valid counts as 50. */
export function pointOf(draft: FocalDraft): FocalPoint {
  return { x: axisOf(draft.x) ?? FOCAL_CENTRE.x, y: axisOf(draft.y) ?? FOCAL_CENTRE.y };
}

/** What is sent: the numbers as typed, null for what is no number (the server names it). */
export function bodyOf(draft: FocalDraft): { x: number | null; y: number | null } {
  const number = (text: string) => (text.trim() === "" ? null : Number(text));
  const x = number(draft.x);
  const y = number(draft.y);
  return { x: Number.isFinite(x) ? x : null, y: Number.isFinite(y) ? y : null };
}

const aspect = (picture: MediaListItem) => `${picture.width} / ${picture.height}`;

/** The thumbnail with the marker; it fills the card's 3:2 box along its longer side. */
export function FocalPicker({
  picture,
  draft,
  onChange,
  hintId,
}: {
  picture: MediaListItem;
  draft: FocalDraft;
  onChange: (draft: FocalDraft) => void;
  hintId: string;
}) {
  const { t, locale } = useI18n();
  const marker = useRef<HTMLButtonElement>(null);
  const point = pointOf(draft);
  const set = (next: FocalPoint) =>
    onChange(draftOf({ x: toPercent(next.x), y: toPercent(next.y) }));
  const wider = picture.width * 2 >= picture.height * 3;

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return;
    event.preventDefault();
    set({
      x: ((event.clientX - box.left) / box.width) * 100,
      y: ((event.clientY - box.top) / box.height) * 100,
    });
    marker.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = event.shiftKey ? 1 : FOCAL_STEP;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    set({ x: point.x + move[0], y: point.y + move[1] });
  };

  return (
    <div className="flex aspect-[3/2] w-full items-center justify-center overflow-hidden rounded-lg bg-sand">
      <div
        className={`relative cursor-crosshair touch-none select-none ${wider ? "w-full" : "h-full"}`}
        style={{ aspectRatio: aspect(picture) }}
        onPointerDown={onPointerDown}
        data-testid="focal-picker"
      >
        <img
          src={picture.thumbnail}
          alt={picture.alt[locale]}
          width={picture.variants[0]?.width}
          height={picture.variants[0]?.height}
          loading="lazy"
          draggable={false}
          className="size-full object-cover"
        />
        <button
          ref={marker}
          type="button"
          className="absolute size-7 -translate-x-1/2 -translate-y-1/2 rounded-full border-[3px] border-white bg-accent/40 shadow-[0_0_0_2px_#13212e]"
          style={{ left: `${point.x}%`, top: `${point.y}%` }}
          aria-label={format(t.media.focal.marker, { x: point.x, y: point.y })}
          aria-describedby={hintId}
          onKeyDown={onKeyDown}
          data-testid="focal-marker"
        />
      </div>
    </div>
  );
}

/** One preview: the thumbnail cropped to the frame as the site crops, at the focal point. */
function Crop({
  picture,
  point,
  label,
  frame,
}: {
  picture: MediaListItem;
  point: FocalPoint;
  label: string;
  frame: string;
}) {
  return (
    <figure className="space-y-1">
      <img
        src={picture.thumbnail}
        alt=""
        className={`${frame} rounded-md bg-sand object-cover`}
        style={{ objectPosition: objectPosition(point) ?? "50% 50%" }}
      />
      <figcaption className="text-xs text-ink-soft">{label}</figcaption>
    </figure>
  );
}

/** The fieldset in the card's form: the hint, the previews, the numbers and the reset. */
export function FocalFields({
  idPrefix,
  picture,
  draft,
  onChange,
  hintId,
  errors,
}: {
  idPrefix: string;
  picture: MediaListItem;
  draft: FocalDraft;
  onChange: (draft: FocalDraft) => void;
  hintId: string;
  errors: { x?: string | undefined; y?: string | undefined };
}) {
  const { t } = useI18n();
  const point = pointOf(draft);
  return (
    <fieldset className="space-y-3">
      <legend className="font-medium">{t.media.focal.legend}</legend>
      <p id={hintId} className="text-sm text-ink-soft">
        {t.media.focal.hint}
      </p>
      <div aria-label={t.media.focal.preview} role="group" className="flex items-end gap-3">
        <Crop
          picture={picture}
          point={point}
          label={t.media.focal.wide}
          frame="aspect-video w-40"
        />
        <Crop
          picture={picture}
          point={point}
          label={t.media.focal.square}
          frame="aspect-square w-[5.625rem]"
        />
      </div>
      <div className="grid grid-cols-2 gap-3">
        <Field
          id={`${idPrefix}-focal-x`}
          name="focal.x"
          label={t.media.focal.x}
          type="number"
          inputMode="numeric"
          min={0}
          max={100}
          step={1}
          value={draft.x}
          onChange={(event) => onChange({ ...draft, x: event.target.value })}
          error={errors.x}
        />
        <Field
          id={`${idPrefix}-focal-y`}
          name="focal.y"
          label={t.media.focal.y}
          type="number"
          inputMode="numeric"
          min={0}
          max={100}
          step={1}
          value={draft.y}
          onChange={(event) => onChange({ ...draft, y: event.target.value })}
          error={errors.y}
        />
      </div>
      <button type="button" className="btn-outline" onClick={() => onChange(draftOf(FOCAL_CENTRE))}>
        {t.media.focal.reset}
      </button>
    </fieldset>
  );
}
