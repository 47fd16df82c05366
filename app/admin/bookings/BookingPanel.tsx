/**
 * An accepted offer's booking on the offer's page (decisions 0188, 0189): its state and
 * current version (day, time, place, headcount, events and extras), earlier versions, and,
 * before the day, the two cancellations with what each costs under the terms, asked first:
 * for the customer (the fee by the days left, the deposit credited) or by us (free, the
 * deposit refunded; with a reason and other dates as offer drafts, decision 0202). A fee
 * that changed since it was shown is refused and shown again.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import { berlinDay } from "../../shared/berlin-time";
import { AdminApiError } from "../api";
import { ConfirmDialog } from "../components/ConfirmDialog";
import { Notice } from "../components/Field";
import { format, useI18n } from "../i18n";
import { useOfferFormat } from "../offers/offer-format";
import { AgencyCancelDialog } from "./AgencyCancelDialog";
import { bookingQuery, cancelBooking, type BookingAnswer } from "./calendar-api";
import { BookingChangeForm } from "./BookingChangeForm";

type Detail = NonNullable<BookingAnswer["booking"]>;
type Version = Detail["current"];

function VersionFacts({ version }: { version: Version }) {
  const { t } = useI18n();
  const w = t.booking;
  const { day } = useOfferFormat();
  const when = format(w.when, {
    date: version.eventDate ? day(version.eventDate) : "–",
    time: version.startTime ? `, ${version.startTime}` : w.allDay,
  });
  return (
    <div className="space-y-1">
      <p className="font-medium">
        {when} · {format(w.people, { count: version.participants })} · {version.place ?? w.noPlace}
      </p>
      <ul className="list-disc pl-5 text-sm" aria-label={w.items}>
        {version.items
          .filter((item) => item.kind !== "text")
          .map((item, index) => (
            <li key={index}>
              {item.title}
              {item.quantity > 1 ? ` × ${item.quantity}` : ""}
            </li>
          ))}
      </ul>
    </div>
  );
}

export function BookingPanel({ offerId }: { offerId: string }) {
  const { t } = useI18n();
  const w = t.booking;
  const { money, at, rate, day } = useOfferFormat();
  const client = useQueryClient();
  const query = useQuery(bookingQuery(offerId));
  const [notice, setNotice] = useState<"cancelled" | "feeChanged" | "failed" | null>(null);
  // Said here, not in the form: the form starts again from the new version once saved.
  const [savedVersion, setSavedVersion] = useState<number | null>(null);
  const cancel = useMutation({
    mutationFn: (body: {
      by: "staff_for_customer" | "agency";
      feeBp: number;
      reason?: string;
      newDates?: string[];
    }) => cancelBooking(offerId, body),
    onSuccess: async () => {
      setNotice("cancelled");
      await client.invalidateQueries();
    },
    onError: async (error) => {
      const changed = error instanceof AdminApiError && error.code === "fee_changed";
      setNotice(changed ? "feeChanged" : "failed");
      await client.invalidateQueries({ queryKey: ["booking", offerId] });
    },
  });
  const booking = query.data?.booking;
  if (!booking) return null;
  const quotes = query.data?.quotes ?? null;
  const proposals = query.data?.proposals ?? [];
  const owed = (due: number) =>
    due > 0
      ? format(w.owedDue, { due: money(due) })
      : due < 0
        ? format(w.owedRefund, { refund: money(-due) })
        : w.owedNothing;
  const cancelled = booking.state === "cancelled";
  const due = booking.cancellationDueCents ?? 0;

  return (
    <section className="card space-y-3" aria-labelledby="booking-title" data-testid="booking">
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <h2 id="booking-title" className="text-lg font-semibold">
          {w.title}
        </h2>
        <span
          className={`rounded-full border px-2.5 py-0.5 text-sm font-medium ${cancelled ? "border-accent/40 bg-accent-soft" : "border-green-700/30 bg-green-50 text-green-800"}`}
          data-testid="booking-state"
        >
          {w.states[booking.status]}
        </span>
        <span className="text-sm text-ink-soft">
          {format(w.version, { version: booking.version })}
        </span>
      </div>
      {notice ? (
        <Notice kind={notice === "cancelled" ? "success" : "error"}>{w[notice]}</Notice>
      ) : null}
      {proposals.length > 0 ? (
        <div data-testid="booking-proposals">
          <p className="font-medium">{w.agency.proposals}</p>
          <ul className="list-disc pl-5">
            {proposals.map((proposal) => (
              <li key={proposal.offerId}>
                <Link className="text-spree underline" to={`/offers/${proposal.offerId}`}>
                  {format(proposal.status === "draft" ? w.agency.openProposal : w.agency.openSent, {
                    date: day(proposal.eventDate),
                    number: proposal.number ?? "",
                  })}
                </Link>
                {proposal.status === "draft" ? null : ` · ${t.offerStatus[proposal.status]}`}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <VersionFacts version={booking.current} />
      {cancelled ? (
        <div
          className="rounded-lg border border-accent/30 bg-accent-soft px-3 py-2"
          data-testid="booking-cancelled"
        >
          <p className="font-medium">
            {format(w.cancelledAt, {
              time: booking.cancelledAt ? at(booking.cancelledAt) : "",
              by: booking.cancelledBy ? w.by[booking.cancelledBy] : "",
            })}
          </p>
          {booking.cancellationReason ? (
            <p className="whitespace-pre-line break-words" data-testid="booking-cancel-reason">
              {format(w.agency.reasonShown, { reason: booking.cancellationReason })}
            </p>
          ) : null}
          <p className="tabular-nums">
            {format(w.fee, {
              rate: rate(booking.cancellationFeeBp ?? 0),
              fee: money(booking.cancellationFeeCents ?? 0),
            })}
          </p>
          {(booking.cancellationFeeCents ?? 0) - due > 0 ? (
            <p className="tabular-nums">
              {format(w.depositCredited, {
                deposit: money((booking.cancellationFeeCents ?? 0) - due),
              })}
            </p>
          ) : null}
          <p className="font-medium tabular-nums">
            {due >= 0
              ? format(w.due, { due: money(due) })
              : format(w.refund, { refund: money(-due) })}
          </p>
        </div>
      ) : null}
      {quotes ? (
        <div className="flex flex-wrap gap-2">
          <ConfirmDialog
            trigger={w.cancelForCustomer}
            triggerClassName="btn-danger px-3"
            title={w.cancelForCustomerTitle}
            description={format(w.cancelForCustomerText, {
              days: quotes.customer.daysLeft,
              rate: rate(quotes.customer.feeBp),
              fee: money(quotes.customer.feeCents),
              deposit: money(quotes.customer.depositCents),
              owed: owed(quotes.customer.dueCents),
            })}
            confirm={w.confirmCancel}
            confirmClassName="btn-danger"
            cancel={w.keep}
            onConfirm={async () => {
              await cancel
                .mutateAsync({ by: "staff_for_customer", feeBp: quotes.customer.feeBp })
                .catch(() => undefined);
            }}
          />
          <AgencyCancelDialog
            description={format(
              quotes.agency.paidCents > 0 ? w.cancelByAgencyText : w.cancelByAgencyTextUnpaid,
              {
                deposit: money(quotes.agency.depositCents),
                paid: money(quotes.agency.paidCents),
              },
            )}
            today={berlinDay(new Date())}
            cancelledDay={booking.current.eventDate}
            onCancel={(body) => cancel.mutateAsync({ by: "agency", feeBp: 0, ...body })}
          />
        </div>
      ) : null}
      {savedVersion === booking.version ? (
        <Notice kind="success">{format(w.change.saved, { version: savedVersion })}</Notice>
      ) : null}
      {quotes ? (
        <BookingChangeForm
          key={booking.version}
          offerId={offerId}
          booking={booking}
          onSaved={setSavedVersion}
        />
      ) : null}
      {booking.versions.length > 1 ? (
        <details>
          <summary className="cursor-pointer text-sm font-medium">{w.versions}</summary>
          <ol className="mt-2 space-y-2">
            {booking.versions
              .filter((version) => version.version !== booking.version)
              .map((version) => (
                <li key={version.version} className="border-l-2 border-ink/15 pl-3">
                  <p className="text-sm text-ink-soft">
                    {format(w.version, { version: version.version })} · {at(version.createdAt)}
                    {version.agreement in w.agreement
                      ? ` · ${w.agreement[version.agreement as keyof typeof w.agreement]}`
                      : ""}
                  </p>
                  <VersionFacts version={version} />
                </li>
              ))}
          </ol>
        </details>
      ) : null}
    </section>
  );
}
