/**
 * The offers list ("Angebote" in the navigation): open offers (sent, still valid) with
 * those running out within 3 days first, then drafts, then closed ones (accepted,
 * declined, replaced, withdrawn, expired); filter tabs and a search in the URL. Each offer
 * with number, customer, event date, gross, validity and status: a table's row at wide
 * screens, a card at 390 px.
 */
import { useQuery } from "@tanstack/react-query";
import { type FormEvent } from "react";
import { Link, useSearchParams } from "react-router";
import { usePageTitle } from "../components/Layout";
import { format, useI18n } from "../i18n";
import { addDays, berlinDay } from "../leads/lead-format";
import { OfferStatusBadge, useOfferFormat } from "./offer-format";
import { offersListQuery, type OffersFilter, type OfferSummary } from "./offers-api";

const FILTERS: OffersFilter[] = ["all", "open", "draft", "closed"];
/** Open offers whose last day is this near show first. */
const EXPIRING_DAYS = 3;

function OfferRow({ offer }: { offer: OfferSummary }) {
  const { t } = useI18n();
  const words = t.offersList;
  const { money, day } = useOfferFormat();
  return (
    <li className="relative grid gap-x-4 gap-y-1 px-4 py-3 hover:bg-sand lg:grid-cols-[9rem_minmax(0,1fr)_8rem_8rem_8rem_8rem] lg:items-center">
      <div className="flex items-center justify-between gap-3">
        <Link
          to={`/offers/${offer.id}`}
          className="font-semibold text-spree underline-offset-2 after:absolute after:inset-0 hover:underline"
        >
          {offer.number ?? t.leadOffers.draft}
        </Link>
        <span className="lg:hidden">
          <OfferStatusBadge status={offer.status} />
        </span>
      </div>
      <p className="min-w-0 break-words lg:truncate">
        <span className="sr-only">{words.customer}: </span>
        {offer.company}
        <span className="text-ink-soft"> · {offer.contactName}</span>
      </p>
      <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm lg:contents">
        <p className="lg:text-base">
          <span className="text-ink-soft lg:sr-only">{words.eventDate}: </span>
          {offer.eventDate ? day(offer.eventDate) : words.noDate}
        </p>
        <p className="font-medium tabular-nums lg:text-right lg:text-base">
          <span className="font-normal text-ink-soft lg:sr-only">{words.gross}: </span>
          {money(offer.grossCents)}
        </p>
        <p className="lg:text-base">
          <span className="text-ink-soft lg:sr-only">{words.validUntil}: </span>
          {day(offer.validUntil)}
        </p>
      </div>
      <span className="hidden lg:block">
        <span className="sr-only">{words.status}: </span>
        <OfferStatusBadge status={offer.status} />
      </span>
    </li>
  );
}

function Group({
  title,
  offers,
  testId,
}: {
  title: string;
  offers: OfferSummary[];
  testId: string;
}) {
  const { t } = useI18n();
  const words = t.offersList;
  if (offers.length === 0) return null;
  const id = `offers-${testId}`;
  return (
    <section className="space-y-2" aria-labelledby={id} data-testid={id}>
      <h2 id={id} className="text-lg font-semibold">
        {title} <span className="font-normal text-ink-soft">({offers.length})</span>
      </h2>
      <div className="card p-0 sm:p-0">
        <div
          aria-hidden="true"
          className="hidden gap-x-4 border-b border-ink/10 px-4 py-2 text-sm font-semibold text-ink-soft lg:grid lg:grid-cols-[9rem_minmax(0,1fr)_8rem_8rem_8rem_8rem]"
        >
          <span>{words.number}</span>
          <span>{words.customer}</span>
          <span>{words.eventDate}</span>
          <span className="text-right">{words.gross}</span>
          <span>{words.validUntil}</span>
          <span>{words.status}</span>
        </div>
        <ul className="divide-y divide-ink/10">
          {offers.map((offer) => (
            <OfferRow key={offer.id} offer={offer} />
          ))}
        </ul>
      </div>
    </section>
  );
}

export function OffersListPage() {
  const { t } = useI18n();
  const words = t.offersList;
  usePageTitle(words.title);
  const [params, setParams] = useSearchParams();
  const filter = (FILTERS as string[]).includes(params.get("status") ?? "")
    ? (params.get("status") as OffersFilter)
    : "all";
  const q = params.get("q") ?? "";
  const list = useQuery(offersListQuery(q));
  const soon = addDays(berlinDay(), EXPIRING_DAYS);
  const open = list.data?.open ?? [];
  const expiring = open.filter((offer) => offer.validUntil <= soon);
  const later = open.filter((offer) => offer.validUntil > soon);
  const drafts = list.data?.drafts ?? [];
  const closed = list.data?.closed ?? [];
  const shown = {
    open: filter === "all" || filter === "open",
    draft: filter === "all" || filter === "draft",
    closed: filter === "all" || filter === "closed",
  };
  const count =
    (shown.open ? open.length : 0) +
    (shown.draft ? drafts.length : 0) +
    (shown.closed ? closed.length : 0);

  const hrefOf = (next: OffersFilter) => {
    const query = new URLSearchParams(params);
    if (next === "all") query.delete("status");
    else query.set("status", next);
    const text = query.toString();
    return { pathname: "/offers", search: text ? `?${text}` : "" };
  };
  function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = String(new FormData(event.currentTarget).get("q") ?? "").trim();
    const query = new URLSearchParams(params);
    if (value) query.set("q", value);
    else query.delete("q");
    setParams(query);
  }

  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold">{words.title}</h1>
      <nav aria-label={words.filterLabel}>
        <ul className="flex flex-wrap gap-2">
          {FILTERS.map((option) => {
            const current = option === filter;
            return (
              <li key={option}>
                <Link
                  to={hrefOf(option)}
                  aria-current={current ? "page" : undefined}
                  className={`flex min-h-11 items-center rounded-full border px-4 font-medium ${
                    current
                      ? "border-spree bg-spree text-white"
                      : "border-ink/20 bg-white text-ink hover:border-ink/50"
                  }`}
                >
                  {words.filters[option]}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <form key={q} className="flex flex-wrap items-end gap-2" onSubmit={search} role="search">
        <div className="min-w-0 flex-1 space-y-1 sm:max-w-md">
          <label htmlFor="offers-q" className="block font-medium">
            {words.search}
          </label>
          <input id="offers-q" name="q" type="search" className="input" defaultValue={q} />
        </div>
        <button type="submit" className="btn-outline">
          {t.inbox.apply}
        </button>
      </form>
      {list.isPending ? <p role="status">{t.app.loading}</p> : null}
      {list.isError ? <p className="font-medium text-danger">{t.app.error}</p> : null}
      {list.data && count === 0 ? <p>{words.empty}</p> : null}
      {shown.open ? (
        <>
          <Group title={words.expiring} offers={expiring} testId="expiring" />
          <Group title={words.open} offers={later} testId="open" />
        </>
      ) : null}
      {shown.draft ? <Group title={words.drafts} offers={drafts} testId="drafts" /> : null}
      {shown.closed ? <Group title={words.closed} offers={closed} testId="closed" /> : null}
      {count > 0 ? <p className="text-sm text-ink-soft">{format(words.count, { count })}</p> : null}
    </div>
  );
}
