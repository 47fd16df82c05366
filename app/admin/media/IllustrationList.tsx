/**
 * The site's own illustrations on the pictures page, read-only: each with its alt texts in
 * both languages and where published content shows it. They come with the build
 * (app/content/artwork.ts); content chooses them in the picture picker like uploads.
 */
import { useQuery } from "@tanstack/react-query";
import { Notice } from "../components/Field";
import { format, useI18n } from "../i18n";
import { libraryQuery } from "./media-query";
import { UsedIn } from "./UsedIn";

export function IllustrationList() {
  const { t, locale } = useI18n();
  const library = useQuery(libraryQuery);
  const illustrations = (library.data?.pictures ?? []).filter((p) => p.source === "illustration");
  return (
    <section className="space-y-3" aria-labelledby="media-illustrations-title">
      <h2 id="media-illustrations-title" className="text-lg font-semibold">
        {t.media.library.illustrationsTitle}
        {library.data ? (
          <span className="ml-2 text-base font-normal text-ink-soft">
            {format(t.media.count, { count: illustrations.length })}
          </span>
        ) : null}
      </h2>
      <p className="text-ink-soft">{t.media.library.illustrationsIntro}</p>
      {library.isPending ? <p role="status">{t.app.loading}</p> : null}
      {library.isError ? <Notice kind="error">{t.app.error}</Notice> : null}
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="illustration-grid">
        {illustrations.map((picture) => (
          <li
            key={picture.id}
            className="card flex flex-col gap-2 p-3 sm:p-4"
            data-testid="illustration-item"
          >
            <img
              src={picture.thumbnail}
              alt={picture.alt[locale]}
              width={320}
              height={240}
              loading="lazy"
              className="aspect-[4/3] w-full rounded-lg bg-sand object-cover"
            />
            <h3 className="font-semibold break-all">
              <code className="text-sm">{picture.id}</code>
            </h3>
            <dl className="space-y-1 text-sm">
              <div>
                <dt className="font-medium">{t.media.altDe}</dt>
                <dd lang="de">{picture.alt.de}</dd>
              </div>
              <div>
                <dt className="font-medium">{t.media.altEn}</dt>
                <dd lang="en">{picture.alt.en}</dd>
              </div>
            </dl>
            <UsedIn uses={picture.usedIn} />
          </li>
        ))}
      </ul>
    </section>
  );
}
