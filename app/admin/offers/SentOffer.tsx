/**
 * A sent offer, read-only (it is never changed): number, version, status in words, when it
 * was sent, validity, the PDF as sent, the customer, the event, the lines and totals as
 * stored; the acceptance (name, position, time) or the decline reason; links to the
 * version it replaced and the one that replaced it. "Überarbeiten" makes a new draft version
 * and opens it; "Zurückziehen" (asked first) takes a sent offer back.
 */
import { useMutation } from "@tanstack/react-query";
import { Link, useNavigate } from "react-router";
import { ConfirmDialog } from "../components/ConfirmDialog";
import { Notice } from "../components/Field";
import { BookingPanel } from "../bookings/BookingPanel";
import { HeadcountPanel } from "../headcount/HeadcountPanel";
import { format, useI18n } from "../i18n";
import { OfferStatusBadge, useOfferFormat } from "./offer-format";
import { offerCalls, pdfHref, useOfferRefresh, type OfferDetail } from "./offers-api";

export function SentOffer({ offer, justSent }: { offer: OfferDetail; justSent: boolean }) {
  const { t } = useI18n();
  const words = t.offerView;
  const editorWords = t.offerEditor;
  const { money, day, at, rate } = useOfferFormat();
  const navigate = useNavigate();
  const refresh = useOfferRefresh();
  const revise = useMutation({
    mutationFn: () => offerCalls.revise(offer.id),
    onSuccess: async (draft) => {
      await refresh({ id: offer.id, leadId: offer.leadId });
      await navigate(`/offers/${draft.id}`);
    },
  });
  const withdraw = useMutation({
    mutationFn: () => offerCalls.withdraw(offer.id),
    onSuccess: () => refresh({ id: offer.id, leadId: offer.leadId }),
  });
  const regular = offer.taxRegime === "regular";
  const canRevise =
    offer.status === "sent" || offer.status === "expired" || offer.status === "declined";
  const canWithdraw = offer.status === "sent";
  const number = offer.number ?? "";
  const eventLine = format(words.eventLine, {
    date: offer.eventDate ? day(offer.eventDate) : words.noDate,
    time: offer.startTime ? `, ${offer.startTime}` : "",
    participants: offer.participants,
    place: offer.place ? `, ${offer.place}` : "",
  });
  const facts: Array<[string, React.ReactNode]> = [
    [
      words.number,
      <span key="n" data-testid="offer-number">
        {number}
      </span>,
    ],
    [words.status, <OfferStatusBadge key="s" status={offer.status} />],
    [words.version, offer.version],
    [words.sentAt, offer.sentAt ? at(offer.sentAt) : "–"],
    [words.validUntil, day(offer.validUntil)],
    [
      t.offerEditor.customer,
      `${offer.customer.company} · ${offer.customer.contactName} <${offer.customer.email}>`,
    ],
    [words.event, eventLine],
  ];

  return (
    <div className="space-y-4" data-testid="sent-offer">
      <div className="flex flex-wrap items-start gap-x-4 gap-y-2">
        <h1 className="mr-auto text-2xl font-bold break-words">
          {format(editorWords.title, { name: number })}
        </h1>
        <OfferStatusBadge status={offer.status} />
      </div>
      {justSent ? <Notice kind="success">{words.sent}</Notice> : null}
      {withdraw.isSuccess ? <Notice kind="success">{words.withdrawn}</Notice> : null}
      {revise.isError || withdraw.isError ? <Notice kind="error">{t.app.error}</Notice> : null}
      <p className="text-sm text-ink-soft">{editorWords.readOnly}</p>

      <div className="flex flex-wrap gap-2">
        <a
          className="btn-outline px-3"
          href={pdfHref(offer.id)}
          target="_blank"
          rel="noreferrer"
          data-testid="offer-pdf"
        >
          {words.pdf}
        </a>
        {canRevise ? (
          <button
            type="button"
            className="btn-primary px-3"
            onClick={() => revise.mutate()}
            disabled={revise.isPending}
          >
            {revise.isPending ? words.revising : words.revise}
          </button>
        ) : null}
        {canWithdraw ? (
          <ConfirmDialog
            trigger={words.withdraw}
            triggerClassName="btn-danger px-3"
            title={words.withdrawTitle}
            description={format(words.withdrawText, { number })}
            confirm={words.withdrawConfirm}
            confirmClassName="btn-danger"
            cancel={editorWords.cancel}
            onConfirm={async () => {
              await withdraw.mutateAsync().catch(() => undefined);
            }}
          />
        ) : null}
      </div>

      {offer.acceptance ? (
        <p
          className="rounded-lg border border-green-700/30 bg-green-50 px-3 py-2 font-medium text-green-800"
          data-testid="offer-acceptance"
        >
          {format(words.acceptedBy, {
            name: offer.acceptance.name,
            position: offer.acceptance.position,
            time: at(offer.acceptance.acceptedAt),
          })}
        </p>
      ) : null}
      {offer.status === "accepted" ? <BookingPanel offerId={offer.id} /> : null}
      {offer.status === "accepted" ? <HeadcountPanel offerId={offer.id} /> : null}
      {offer.status === "declined" ? (
        <p className="rounded-lg border border-accent/30 bg-accent-soft px-3 py-2">
          <span className="font-medium">{words.declined}</span>{" "}
          {offer.declineReason
            ? format(words.declineReason, { reason: offer.declineReason })
            : null}
        </p>
      ) : null}
      {offer.replacedById ? (
        <p>
          {words.replacedBy}{" "}
          <Link className="text-spree underline" to={`/offers/${offer.replacedById}`}>
            {words.openReplacement}
          </Link>
        </p>
      ) : null}
      {offer.replacesId ? (
        <p>
          {format(words.replaces, { version: offer.version - 1 })}{" "}
          <Link className="text-spree underline" to={`/offers/${offer.replacesId}`}>
            {words.openReplaced}
          </Link>
        </p>
      ) : null}

      <div className="grid items-start gap-4 lg:grid-cols-3">
        <section className="card min-w-0 lg:col-span-2" aria-labelledby="offer-details">
          <h2 id="offer-details" className="sr-only">
            {words.number}
          </h2>
          <dl className="grid gap-x-4 gap-y-2 sm:grid-cols-[max-content_1fr]">
            {facts.map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="font-medium text-ink-soft">{label}</dt>
                <dd className="break-words">{value}</dd>
              </div>
            ))}
          </dl>
        </section>
        <section className="card space-y-2" aria-labelledby="offer-facts">
          <h2 id="offer-facts" className="text-lg font-semibold">
            {editorWords.totals}
          </h2>
          <dl className="space-y-1 tabular-nums">
            <div className="flex justify-between gap-3">
              <dt>{editorWords.subtotal}</dt>
              <dd>{money(offer.totals.subtotalCents)}</dd>
            </div>
            {offer.totals.discountCents > 0 ? (
              <div className="flex justify-between gap-3">
                <dt>{editorWords.discountLine}</dt>
                <dd>−{money(offer.totals.discountCents)}</dd>
              </div>
            ) : null}
            {regular
              ? offer.totals.taxGroups.map((group) => (
                  <div key={group.rateBp} className="flex justify-between gap-3">
                    <dt>{format(editorWords.tax, { rate: rate(group.rateBp) })}</dt>
                    <dd>{money(group.taxCents)}</dd>
                  </div>
                ))
              : null}
            <div className="flex justify-between gap-3 border-t border-ink/15 pt-1 text-lg font-bold">
              <dt>{regular ? editorWords.gross : editorWords.grossSmall}</dt>
              <dd data-testid="offer-gross">{money(offer.grossCents)}</dd>
            </div>
            {offer.depositCents > 0 ? (
              <div className="flex justify-between gap-3 text-sm">
                <dt>{editorWords.depositAmount}</dt>
                <dd>{money(offer.depositCents)}</dd>
              </div>
            ) : null}
          </dl>
        </section>
      </div>

      <section className="card min-w-0 space-y-3" aria-labelledby="offer-lines">
        <h2 id="offer-lines" className="text-lg font-semibold">
          {editorWords.lines}
        </h2>
        <ol className="divide-y divide-ink/10">
          {offer.lines.map((line, index) => (
            <li key={index} className="flex flex-wrap items-baseline gap-x-3 gap-y-1 py-2">
              <div className="min-w-0 flex-1 basis-60">
                <p className="font-medium break-words">{line.title}</p>
                {line.detail ? (
                  <p className="text-sm text-ink-soft break-words">{line.detail}</p>
                ) : null}
              </div>
              <p className="text-sm text-ink-soft tabular-nums">
                {line.quantity} × {t.offerUnits[line.unit]} · {money(line.unitPriceCents)}
                {regular ? ` · ${rate(line.taxRateBp)}` : ""}
              </p>
              <p className="ml-auto font-medium tabular-nums">{money(line.netCents)}</p>
            </li>
          ))}
        </ol>
        {offer.intro ? (
          <p className="whitespace-pre-wrap rounded-lg bg-sand p-3 text-sm">{offer.intro}</p>
        ) : null}
      </section>
    </div>
  );
}
