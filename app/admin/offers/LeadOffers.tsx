/**
 * The lead page's "Angebote": the lead's offers, newest first (number or "Entwurf", version,
 * status in words, gross, validity), each a link to the offer, and "Angebot erstellen",
 * which makes a draft from the lead (its events with the catalogue's prices, participants,
 * customer) and opens it in the editor.
 */
import { useMutation, useQuery } from "@tanstack/react-query";
import { Link, useNavigate } from "react-router";
import { Notice } from "../components/Field";
import { format, useI18n } from "../i18n";
import type { LeadDetail } from "../leads/leads-api";
import { OfferStatusBadge, useOfferFormat } from "./offer-format";
import { leadOffersQuery, offerCalls, useOfferRefresh } from "./offers-api";

export function LeadOffers({ lead }: { lead: LeadDetail }) {
  const { t } = useI18n();
  const words = t.leadOffers;
  const { money, day } = useOfferFormat();
  const offers = useQuery(leadOffersQuery(lead.id));
  const navigate = useNavigate();
  const refresh = useOfferRefresh();
  const create = useMutation({
    mutationFn: () => offerCalls.create(lead.id),
    onSuccess: async (offer) => {
      await refresh({ id: offer.id, leadId: lead.id });
      await navigate(`/offers/${offer.id}`);
    },
  });
  const items = offers.data ?? [];
  return (
    <section className="card space-y-3" aria-labelledby="lead-offers" data-testid="lead-offers">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="lead-offers" className="mr-auto text-lg font-semibold">
          {words.title}
        </h2>
        {lead.mergedInto ? null : (
          <button
            type="button"
            className="btn-primary px-4 text-sm"
            onClick={() => create.mutate()}
            disabled={create.isPending}
          >
            {create.isPending ? words.creating : words.create}
          </button>
        )}
      </div>
      {create.isError ? <Notice kind="error">{words.createFailed}</Notice> : null}
      {offers.isPending ? <p role="status">{t.app.loading}</p> : null}
      {offers.isError ? <p className="text-danger">{t.app.error}</p> : null}
      {offers.data && items.length === 0 ? <p className="text-ink-soft">{words.none}</p> : null}
      {items.length > 0 ? (
        <ul className="divide-y divide-ink/10">
          {items.map((offer) => {
            const name = offer.number ?? words.draft;
            return (
              <li
                key={offer.id}
                className="relative flex flex-wrap items-center gap-x-3 gap-y-1 py-2"
              >
                <Link
                  to={`/offers/${offer.id}`}
                  className="inline-flex min-h-8 items-center font-semibold text-spree underline-offset-2 after:absolute after:inset-0 hover:underline"
                  aria-label={format(words.openLabel, { name })}
                >
                  {name}
                </Link>
                {offer.version > 1 ? (
                  <span className="text-sm text-ink-soft">
                    {format(words.version, { version: offer.version })}
                  </span>
                ) : null}
                <OfferStatusBadge status={offer.status} />
                <span className="ml-auto font-medium tabular-nums">{money(offer.grossCents)}</span>
                <span className="basis-full text-sm text-ink-soft">
                  {format(words.validUntil, { date: day(offer.validUntil) })}
                </span>
              </li>
            );
          })}
        </ul>
      ) : null}
    </section>
  );
}
