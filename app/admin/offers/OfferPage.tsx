/**
 * An offer's page in the back office (/offers/:id): a draft in the editor, anything else
 * as the sent offer, read-only; a link back to its lead (or to the offers list).
 */
import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { Link, useParams } from "react-router";
import { AdminApiError } from "../api";
import { usePageTitle } from "../components/Layout";
import { format, useI18n } from "../i18n";
import { leadQuery } from "../leads/leads-api";
import { DraftEditor } from "./DraftEditor";
import { offerQuery } from "./offers-api";
import { SentOffer } from "./SentOffer";
import { OfferInvoices } from "../invoices/OfferInvoices";

export function OfferPage() {
  const { id = "" } = useParams();
  const { t } = useI18n();
  const offer = useQuery(offerQuery(id));
  const leadId = offer.data?.leadId ?? null;
  const lead = useQuery({ ...leadQuery(leadId ?? ""), enabled: leadId !== null });
  // Seen as a draft on this page and now sent: the page says it was sent.
  const wasDraft = useRef(false);
  const [justSent, setJustSent] = useState(false);
  useEffect(() => {
    if (offer.data?.status === "draft") wasDraft.current = true;
    else if (offer.data && wasDraft.current) {
      wasDraft.current = false;
      setJustSent(offer.data.status === "sent");
    }
  }, [offer.data]);
  useEffect(() => setJustSent(false), [id]);
  usePageTitle(
    offer.data
      ? format(t.offerEditor.title, { name: offer.data.number ?? t.offerEditor.draftTitle })
      : t.offersList.title,
  );

  const back = leadId ? (
    <Link className="inline-flex min-h-8 items-center text-spree underline" to={`/leads/${leadId}`}>
      {t.offerEditor.back}
      {lead.data ? `: ${lead.data.name}` : ""}
    </Link>
  ) : (
    <Link className="inline-flex min-h-8 items-center text-spree underline" to="/offers">
      {t.offerEditor.backToList}
    </Link>
  );

  if (offer.isPending) return <p role="status">{t.app.loading}</p>;
  if (offer.error) {
    return (
      <section className="space-y-3">
        <h1 className="text-2xl font-bold">
          {offer.error instanceof AdminApiError && offer.error.status === 404
            ? t.offerEditor.notFound
            : t.app.error}
        </h1>
        <Link className="text-spree underline" to="/offers">
          {t.offerEditor.backToList}
        </Link>
      </section>
    );
  }
  return (
    <div className="space-y-4">
      {back}
      {offer.data.status === "draft" ? (
        <DraftEditor key={offer.data.id} offer={offer.data} lead={lead.data} />
      ) : (
        <>
          <SentOffer key={offer.data.id} offer={offer.data} justSent={justSent} />
          <OfferInvoices offerId={offer.data.id} email={offer.data.customer.email} />
        </>
      )}
    </div>
  );
}
