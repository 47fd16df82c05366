/**
 * Every document of the site, grouped as staff think of them (events by their list page,
 * then list pages, news, testimonials, home, news and contact pages, ...), with a search
 * over titles and addresses in both languages, and buttons for a new event or article.
 */
import { useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { Link } from "react-router";
import { Field, Notice } from "../components/Field";
import { format, useI18n } from "../i18n";
import { contentApi, editorPath, type DocumentKind, type DocumentSummary } from "./content-api";
import { NewEntryDialog } from "./NewEntryDialog";
import { ContentBadges, useContentBadges } from "./ContentBadges";

const kindOrder: DocumentKind[] = [
  "event",
  "list-page",
  "article",
  "testimonial",
  "home",
  "news-page",
  "contact-page",
  "category",
  "fallback-event",
];

interface Group {
  id: string;
  heading: string;
  documents: DocumentSummary[];
}

function normalizeText(text: string) {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

export function ContentListPage() {
  const { t, locale, dateTime } = useI18n();
  const list = useQuery({ queryKey: ["content-list"], queryFn: contentApi.list });
  const badges = useContentBadges();
  const [query, setQuery] = useState("");
  const documents = useMemo(() => list.data?.documents ?? [], [list.data]);

  const groups = useMemo<Group[]>(() => {
    const words = normalizeText(query).split(/\s+/).filter(Boolean);
    const matches = (d: DocumentSummary) => {
      const haystack = normalizeText(`${d.title.de} ${d.title.en} ${d.key} ${d.category ?? ""}`);
      return words.every((w) => haystack.includes(w));
    };
    const listPageTitle = (slug: string) =>
      (t.categories as Record<string, string>)[slug] ??
      documents.find((d) => d.kind === "list-page" && d.key === slug)?.title[locale] ??
      slug;
    const result: Group[] = [];
    for (const kind of kindOrder) {
      const ofKind = documents.filter((d) => d.kind === kind && matches(d));
      if (ofKind.length === 0) continue;
      if (kind !== "event") {
        result.push({ id: kind, heading: t.content.kinds[kind], documents: ofKind });
        continue;
      }
      const categories = [...new Set(ofKind.map((d) => d.category ?? ""))];
      for (const category of categories) {
        result.push({
          id: `event-${category}`,
          heading: category
            ? format(t.content.eventsIn, { category: listPageTitle(category) })
            : t.content.uncategorised,
          documents: ofKind.filter((d) => (d.category ?? "") === category),
        });
      }
    }
    return result;
  }, [documents, query, t, locale]);

  const total = groups.reduce((n, g) => n + g.documents.length, 0);
  const categories = documents.filter((d) => d.kind === "list-page");

  return (
    <section className="space-y-6" aria-labelledby="content-title">
      <div className="space-y-2">
        <h1 id="content-title" className="text-2xl font-bold">
          {t.content.title}
        </h1>
        <p className="max-w-3xl text-ink-soft">{t.content.intro}</p>
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <div className="min-w-0 flex-1 basis-64">
          <Field
            label={t.content.search}
            hint={t.content.searchHint}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
        </div>
        <NewEntryDialog kind="event" categories={categories} />
        <NewEntryDialog kind="article" categories={categories} />
      </div>
      {list.isPending ? <p role="status">{t.app.loading}</p> : null}
      {list.isError ? <Notice kind="error">{t.app.error}</Notice> : null}
      {list.isSuccess ? (
        <p role="status" className="text-sm text-ink-soft">
          {total === 0 ? t.content.noResults : format(t.content.count, { count: total })}
        </p>
      ) : null}
      {groups.map((group) => (
        <section key={group.id} className="card space-y-2" aria-labelledby={`group-${group.id}`}>
          <h2 id={`group-${group.id}`} className="text-lg font-bold">
            {group.heading}
          </h2>
          <ul className="divide-y divide-ink/10">
            {group.documents.map((d) => (
              <li key={d.key} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2">
                <Link
                  className="inline-flex min-h-11 items-center font-medium text-spree underline"
                  to={editorPath(d.kind, d.key)}
                >
                  {d.title[locale] || d.key}
                </Link>
                {d.hasDraft ? (
                  <span className="rounded-full bg-accent-soft px-2 text-sm font-medium text-accent-strong">
                    {t.content.draft}
                  </span>
                ) : null}
                {d.deleted ? (
                  <span className="rounded-full bg-sand-deep px-2 text-sm font-medium text-danger">
                    {t.content.deleted}
                  </span>
                ) : !d.published ? (
                  <span className="rounded-full bg-sand-deep px-2 text-sm font-medium">
                    {t.content.unpublished}
                  </span>
                ) : null}
                <ContentBadges
                  schedules={badges.planned(d.kind, d.key)}
                  translation={badges.translation(d.kind, d.key)}
                />
                {d.publishedAt && d.publishedBy ? (
                  <span className="text-sm text-ink-soft">
                    {format(t.content.publishedAtBy, {
                      time: dateTime(d.publishedAt),
                      email: d.publishedBy,
                    })}
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}
