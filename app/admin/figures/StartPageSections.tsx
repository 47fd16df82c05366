/**
 * The start page's cards (HomePage in components/pages.tsx): my overdue steps and today's,
 * new leads nobody has taken, each with a link to the lead and to the inbox's matching
 * list, and the open offers themselves (number, customer, gross, validity; those running out
 * within 3 days marked) with a link to the offers list; the bookings of the next 14 days
 * ("Anstehende Events", each linking to its lead) and the overdue invoices (count, open
 * sum, days overdue, linking to the invoices' overdue list); each card with its count in the
 * heading and a kind word when it is empty.
 */
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { Overview } from "../../../server/admin/overview-routes.ts";
import type {
  OverviewLead,
  OverviewSentOffer,
  OverviewStep,
} from "../../../server/figures/store/overview.ts";
import { addDays, berlinDay } from "../leads/lead-format";
import { useOfferFormat } from "../offers/offer-format";
import { format, useI18n } from "../i18n";
import { ago, euros, stepDue } from "./format";
import { stepText } from "../leads/step-words";

function Card({
  id,
  title,
  count,
  urgent = false,
  children,
}: {
  id: string;
  title: string;
  count: number;
  /** A count that wants attention is red. */
  urgent?: boolean;
  children: ReactNode;
}) {
  return (
    <section className="card min-w-0 space-y-3" aria-labelledby={`${id}-title`} data-testid={id}>
      <h2 id={`${id}-title`} className="flex items-center gap-2 text-lg font-bold">
        {title}
        <span
          className={`inline-flex min-w-7 justify-center rounded-full px-2 text-base ${
            urgent && count > 0 ? "bg-danger text-white" : "bg-sand-deep text-ink"
          }`}
          data-testid={`${id}-count`}
        >
          {count}
        </span>
      </h2>
      {children}
    </section>
  );
}

function LeadLink({ id, name, company }: { id: string; name: string; company: string }) {
  return (
    <p>
      <Link to={`/leads/${id}`} className="font-semibold text-spree underline">
        {name}
      </Link>
      {company ? <span className="text-ink-soft"> · {company}</span> : null}
    </p>
  );
}

function More({
  shown,
  count,
  to,
  label,
}: {
  shown: number;
  count: number;
  to: string;
  label: string;
}) {
  const { t } = useI18n();
  return (
    <p className="text-sm">
      {count > shown ? `${format(t.home.more, { count: count - shown })}: ` : null}
      <Link to={to} className="text-spree underline">
        {label}
      </Link>
    </p>
  );
}

function StepList({ steps, overdue }: { steps: OverviewStep[]; overdue: boolean }) {
  const { t, locale } = useI18n();
  return (
    <ul className="divide-y divide-ink/10">
      {steps.map((step) => (
        <li key={step.id} className="space-y-0.5 py-2">
          <LeadLink id={step.id} name={step.name} company={step.company} />
          <p>{stepText(step.text, t)}</p>
          <p className={`text-sm ${overdue ? "font-medium text-danger" : "text-ink-soft"}`}>
            {overdue
              ? format(t.home.dueSince, { due: stepDue(locale, step.date, step.time) })
              : step.time
                ? format(t.home.dueToday, { time: step.time })
                : t.home.dueTodayAnyTime}
          </p>
        </li>
      ))}
    </ul>
  );
}

export function MySteps({ overview }: { overview: Overview }) {
  const { t } = useI18n();
  const { myOverdue, myToday } = overview;
  const mine = "/leads?view=mine&sort=next_step";
  return (
    <>
      <Card id="home-overdue" title={t.home.overdueTitle} count={myOverdue.count} urgent>
        {myOverdue.count === 0 ? (
          <p>{t.home.overdueNone}</p>
        ) : (
          <>
            <StepList steps={myOverdue.items} overdue />
            <More
              shown={myOverdue.items.length}
              count={myOverdue.count}
              to={mine}
              label={t.home.mineLink}
            />
          </>
        )}
      </Card>
      <Card id="home-today" title={t.home.todayTitle} count={myToday.count}>
        {myToday.count === 0 ? (
          <p>{t.home.todayNone}</p>
        ) : (
          <>
            <StepList steps={myToday.items} overdue={false} />
            <More
              shown={myToday.items.length}
              count={myToday.count}
              to={mine}
              label={t.home.mineLink}
            />
          </>
        )}
      </Card>
    </>
  );
}

function LeadList<L extends OverviewLead>({ leads, when }: { leads: L[]; when(lead: L): string }) {
  const { t, locale } = useI18n();
  return (
    <ul className="divide-y divide-ink/10">
      {leads.map((lead) => (
        <li key={lead.id} className="space-y-0.5 py-2">
          <LeadLink id={lead.id} name={lead.name} company={lead.company} />
          <p className="text-sm text-ink-soft">
            {when(lead)} ·{" "}
            {lead.estimateCents === null ? t.home.noEstimate : euros(locale, lead.estimateCents)}
          </p>
        </li>
      ))}
    </ul>
  );
}

/** Open offers within this many days of their last day are marked. */
const EXPIRING_DAYS = 3;

function OfferList({ offers }: { offers: OverviewSentOffer[] }) {
  const { t } = useI18n();
  const words = t.homeOffers;
  const { money, day } = useOfferFormat();
  const today = berlinDay();
  const ends = (validUntil: string) => {
    if (validUntil === today) return words.endsToday;
    if (validUntil === addDays(today, 1)) return words.endsTomorrow;
    for (let days = 2; days <= EXPIRING_DAYS; days += 1) {
      if (validUntil === addDays(today, days)) return format(words.endsIn, { count: days });
    }
    return null;
  };
  return (
    <ul className="divide-y divide-ink/10">
      {offers.map((offer) => {
        const soon = ends(offer.validUntil);
        return (
          <li key={offer.id} className="space-y-0.5 py-2">
            <p>
              <Link to={`/offers/${offer.id}`} className="font-semibold text-spree underline">
                {offer.number}
              </Link>
              <span className="text-ink-soft"> · {offer.company}</span>
            </p>
            <p className="text-sm">
              <span className="font-medium tabular-nums">{money(offer.grossCents)}</span>
              {" · "}
              <span className={soon ? "font-medium text-danger" : "text-ink-soft"}>
                {soon ?? format(words.validUntil, { date: day(offer.validUntil) })}
              </span>
            </p>
          </li>
        );
      })}
    </ul>
  );
}

export function NewAndOffers({ overview }: { overview: Overview }) {
  const { t, locale } = useI18n();
  const { unassignedNew, sentOffers } = overview;
  return (
    <>
      <Card id="home-unassigned" title={t.home.unassignedTitle} count={unassignedNew.count}>
        {unassignedNew.count === 0 ? (
          <p>{t.home.unassignedNone}</p>
        ) : (
          <LeadList
            leads={unassignedNew.items}
            when={(lead) => format(t.home.received, { ago: ago(locale, lead.createdAt) })}
          />
        )}
        {overview.newLeads > 0 ? (
          <More
            shown={unassignedNew.items.length}
            count={unassignedNew.count}
            to="/leads?state=new"
            label={format(t.home.newLeadsLink, { count: overview.newLeads })}
          />
        ) : null}
      </Card>
      <Card id="home-offers" title={t.home.offersTitle} count={sentOffers.count}>
        {sentOffers.count === 0 ? (
          <p>{t.home.offersNone}</p>
        ) : (
          <>
            <p data-testid="home-offers-sum">
              {format(t.home.offersSum, {
                count: sentOffers.count,
                sum: euros(locale, sentOffers.cents),
              })}
            </p>
            <OfferList offers={sentOffers.items} />
          </>
        )}
        <More
          shown={sentOffers.items.length}
          count={sentOffers.count}
          to="/offers"
          label={t.homeOffers.link}
        />
      </Card>
    </>
  );
}

/** "Anstehende Events": the bookings of the next 14 days, each linking to its lead. */
export function UpcomingEvents({ overview }: { overview: Overview }) {
  const { t } = useI18n();
  const words = t.home;
  const { day } = useOfferFormat();
  const { upcomingEvents } = overview;
  return (
    <Card id="home-events" title={words.eventsTitle} count={upcomingEvents.count}>
      {upcomingEvents.count === 0 ? (
        <p>{words.eventsNone}</p>
      ) : (
        <>
          <p className="text-sm text-ink-soft">{words.eventsIntro}</p>
          <ul className="divide-y divide-ink/10">
            {upcomingEvents.items.map((event) => (
              <li key={event.bookingId} className="space-y-0.5 py-2" data-testid="home-event">
                <p className="text-sm font-medium tabular-nums">
                  {day(event.date)}
                  {event.startTime ? `, ${event.startTime}` : ""}
                </p>
                <p>
                  <Link
                    to={event.leadId ? `/leads/${event.leadId}` : `/offers/${event.offerId}`}
                    className="font-semibold break-words text-spree underline"
                  >
                    {event.events.join(", ")}
                  </Link>
                </p>
                <p className="text-sm break-words text-ink-soft">
                  {event.company} · {format(words.eventPeople, { count: event.participants })}
                </p>
              </li>
            ))}
          </ul>
        </>
      )}
      <More
        shown={upcomingEvents.items.length}
        count={upcomingEvents.count}
        to="/calendar"
        label={words.eventsLink}
      />
    </Card>
  );
}

/** "Überfällige Rechnungen": how many, what is open in all, the longest overdue first. */
export function LateInvoices({ overview }: { overview: Overview }) {
  const { t } = useI18n();
  const words = t.home;
  const { money } = useOfferFormat();
  const late = overview.overdueInvoices;
  return (
    <Card id="home-late-invoices" title={words.lateTitle} count={late.count} urgent>
      {late.count === 0 ? (
        <p>{words.lateNone}</p>
      ) : (
        <>
          <p data-testid="home-late-sum">
            {format(words.lateSum, { count: late.count, sum: money(late.cents) })}
          </p>
          <ul className="divide-y divide-ink/10">
            {late.items.map((invoice) => (
              <li key={invoice.id} className="space-y-0.5 py-2">
                <p>
                  <Link
                    to={`/invoices/${invoice.id}`}
                    className="font-semibold text-spree underline"
                  >
                    {invoice.number}
                  </Link>
                  <span className="break-words text-ink-soft"> · {invoice.company}</span>
                </p>
                <p className="text-sm">
                  <span className="font-medium text-danger">
                    {format(words.lateDays, { days: invoice.daysOverdue })}
                  </span>
                  {" · "}
                  <span className="font-medium tabular-nums">
                    {format(words.lateOpen, { amount: money(invoice.openCents) })}
                  </span>
                </p>
              </li>
            ))}
          </ul>
        </>
      )}
      {late.count > 0 ? (
        <More
          shown={late.items.length}
          count={late.count}
          to="/invoices#overdue-title"
          label={words.lateLink}
        />
      ) : null}
    </Card>
  );
}
