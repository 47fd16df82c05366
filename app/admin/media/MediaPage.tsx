/**
 * Pictures: upload a JPEG, PNG or WebP with its alt text in German and English, see every
 * uploaded picture with its size and where it is used, change its alt texts; owners delete
 * one no published page shows. Below, the site's own illustrations, read-only. The server
 * checks everything again (server/media/routes.ts).
 */
import { useQuery } from "@tanstack/react-query";
import { useRouteLoaderData } from "react-router";
import type { Me } from "../api";
import { Notice } from "../components/Field";
import { format, useI18n } from "../i18n";
import { IllustrationList } from "./IllustrationList";
import { mediaQuery } from "./media-query";
import { PictureCard } from "./PictureCard";
import { UploadForm } from "./UploadForm";

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
      <IllustrationList />
    </div>
  );
}
