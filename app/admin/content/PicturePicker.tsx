/**
 * Choosing the picture of an `image` field: a button opens a dialog with every picture staff
 * can use, the uploads and the site's own illustrations (server/media/library-routes.ts), as a
 * grid of thumbnails with their alt texts and a search box. The grid is a listbox: Tab reaches
 * it, arrow keys (and Home/End) move between pictures, Enter or a click chooses, Escape
 * closes; the current picture is marked (aria-selected and "Aktuell").
 */
import * as Dialog from "@radix-ui/react-dialog";
import { useQuery } from "@tanstack/react-query";
import { useId, useMemo, useRef, useState, type KeyboardEvent } from "react";
import type { LibraryPicture } from "../../../server/media/library-routes.ts";
import { Notice } from "../components/Field";
import { format, useI18n } from "../i18n";
import { libraryQuery } from "../media/media-query";
import type { Locale } from "../../i18n/locales";

export interface PicturePickerProps {
  /** The field's value: an upload's `photo-…` id or an illustration's id ("" for none). */
  value: string;
  onChange(id: string): void;
  /** The language whose alt texts are shown (the content's, not necessarily the screen's). */
  language: Locale;
  /** The trigger button's id, for a label elsewhere. */
  id?: string;
  /** Ids of the field's hint and error, read with the trigger button. */
  "aria-describedby"?: string;
}

/** Lower-case without accents, so "Floss" finds "Floß"-like spellings and "Ubung" "Übung". */
function folded(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

export function matches(picture: LibraryPicture, query: string): boolean {
  const words = folded(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = folded([picture.alt.de, picture.alt.en, picture.name, picture.id].join(" "));
  return words.every((word) => haystack.includes(word));
}

/** How many options the grid shows in a row: those level with the first. */
function columnsOf(list: HTMLElement | null): number {
  const options = list ? [...list.querySelectorAll<HTMLElement>('[role="option"]')] : [];
  const top = options[0]?.offsetTop;
  return Math.max(1, options.filter((option) => option.offsetTop === top).length);
}

function PictureGrid({
  pictures,
  value,
  language,
  onChoose,
  labelledBy,
}: {
  pictures: LibraryPicture[];
  value: string;
  language: Locale;
  onChoose(id: string): void;
  labelledBy: string;
}) {
  const { t } = useI18n();
  const listRef = useRef<HTMLDivElement>(null);
  const optionId = useId();
  const currentIndex = pictures.findIndex((picture) => picture.id === value);
  const [active, setActive] = useState(Math.max(0, currentIndex));
  const activeIndex = Math.min(active, pictures.length - 1);

  function moveTo(index: number) {
    const next = Math.max(0, Math.min(pictures.length - 1, index));
    setActive(next);
    listRef.current?.querySelector<HTMLElement>(`#${CSS.escape(`${optionId}-${next}`)}`)?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const columns = columnsOf(listRef.current);
    const moves: Record<string, number> = {
      ArrowRight: activeIndex + 1,
      ArrowLeft: activeIndex - 1,
      ArrowDown: activeIndex + columns,
      ArrowUp: activeIndex - columns,
      Home: 0,
      End: pictures.length - 1,
    };
    if (event.key in moves) {
      event.preventDefault();
      moveTo(moves[event.key]!);
    } else if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      const picture = pictures[activeIndex];
      if (picture) onChoose(picture.id);
    }
  }

  return (
    <div
      ref={listRef}
      role="listbox"
      aria-labelledby={labelledBy}
      className="grid grid-cols-2 gap-3 p-1 sm:grid-cols-3 lg:grid-cols-4"
      onKeyDown={onKeyDown}
      data-testid="picture-picker-list"
    >
      {pictures.map((picture, index) => {
        const current = picture.id === value;
        return (
          <div
            key={picture.id}
            id={`${optionId}-${index}`}
            role="option"
            aria-selected={current}
            tabIndex={index === activeIndex ? 0 : -1}
            onClick={() => onChoose(picture.id)}
            onFocus={() => setActive(index)}
            className={`flex cursor-pointer flex-col gap-1 rounded-lg border-2 bg-white p-2 text-left text-sm hover:border-spree ${
              current ? "border-accent" : "border-ink/10"
            }`}
          >
            <img
              src={picture.thumbnail}
              alt=""
              loading="lazy"
              width={320}
              height={240}
              className="aspect-[4/3] w-full rounded bg-sand object-cover"
            />
            <span className="flex flex-wrap items-center gap-1 text-xs font-semibold text-ink-soft">
              <span>
                {picture.source === "upload" ? t.media.picker.upload : t.media.picker.illustration}
              </span>
              {current ? (
                <span className="rounded bg-accent-soft px-1.5 py-0.5 text-accent-strong">
                  {t.media.picker.currentMark}
                </span>
              ) : null}
            </span>
            <span lang={language} className="line-clamp-3 break-words">
              {picture.alt[language]}
            </span>
          </div>
        );
      })}
    </div>
  );
}

export function PicturePicker(props: PicturePickerProps) {
  const { value, onChange, language } = props;
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState("");
  const library = useQuery(libraryQuery);
  const baseId = useId();
  const pictures = useMemo(() => library.data?.pictures ?? [], [library.data]);
  const found = useMemo(() => pictures.filter((p) => matches(p, query)), [pictures, query]);
  const chosen = pictures.find((picture) => picture.id === value);
  const describedBy = [`${baseId}-current`, props["aria-describedby"]].filter(Boolean).join(" ");

  return (
    <div className="flex flex-wrap items-center gap-3" data-testid="picture-picker">
      {chosen ? (
        <img
          src={chosen.thumbnail}
          alt=""
          width={320}
          height={240}
          className="h-16 w-24 shrink-0 rounded bg-sand object-cover"
        />
      ) : null}
      <p id={`${baseId}-current`} className="min-w-0 flex-1 text-sm text-ink-soft">
        <span lang={chosen ? language : undefined}>
          {chosen
            ? format(t.media.picker.current, { alt: chosen.alt[language] })
            : value
              ? value
              : t.media.picker.none}
        </span>
      </p>
      <Dialog.Root
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (next) setQuery("");
        }}
      >
        <Dialog.Trigger
          id={props.id}
          type="button"
          className="btn-outline"
          aria-describedby={describedBy}
        >
          {value ? t.media.picker.change : t.media.picker.choose}
        </Dialog.Trigger>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/40" />
          <Dialog.Content
            onOpenAutoFocus={(event) => {
              event.preventDefault();
              document.getElementById(`${baseId}-search`)?.focus();
            }}
            className="card fixed left-1/2 top-1/2 z-50 flex max-h-[calc(100dvh-1rem)] w-[min(60rem,calc(100vw-1rem))] -translate-x-1/2 -translate-y-1/2 flex-col gap-3 p-3 sm:p-4"
          >
            <div className="flex items-start justify-between gap-3">
              <Dialog.Title id={`${baseId}-title`} className="text-lg font-semibold">
                {t.media.picker.title}
              </Dialog.Title>
              <Dialog.Close className="btn-outline">{t.media.picker.close}</Dialog.Close>
            </div>
            <Dialog.Description className="text-sm text-ink-soft">
              {t.media.picker.intro}
            </Dialog.Description>
            <div className="space-y-1">
              <label htmlFor={`${baseId}-search`} className="block font-medium">
                {t.media.picker.search}
              </label>
              <p id={`${baseId}-search-hint`} className="text-sm text-ink-soft">
                {t.media.picker.searchHint}
              </p>
              <input
                id={`${baseId}-search`}
                type="search"
                className="input"
                value={query}
                aria-describedby={`${baseId}-search-hint`}
                onChange={(event) => setQuery(event.target.value)}
                aria-controls={`${baseId}-list`}
              />
              <p role="status" className="text-sm text-ink-soft">
                {library.data
                  ? found.length > 0
                    ? format(t.media.picker.results, { count: found.length })
                    : t.media.picker.noResults
                  : ""}
              </p>
            </div>
            <h3 id={`${baseId}-list-label`} className="sr-only">
              {t.media.picker.list}
            </h3>
            <div id={`${baseId}-list`} className="min-h-0 flex-1 overflow-y-auto">
              {library.isPending ? <p role="status">{t.app.loading}</p> : null}
              {library.isError ? <Notice kind="error">{t.app.error}</Notice> : null}
              {found.length > 0 ? (
                <PictureGrid
                  key={query}
                  pictures={found}
                  value={value}
                  language={language}
                  labelledBy={`${baseId}-list-label`}
                  onChoose={(id) => {
                    onChange(id);
                    setOpen(false);
                  }}
                />
              ) : null}
            </div>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </div>
  );
}
