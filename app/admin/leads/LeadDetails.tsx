/**
 * What the visitor sent, below the work on the lead: contact, events with their pages, the
 * estimate (each event's line and the total in euros), preferred date, language, message,
 * and the day retention deletes the lead.
 */
import { format, useI18n } from "../i18n";
import { estimateText } from "../../shared/enquiry/estimate";
import { localeSettings, type Locale } from "../../i18n/locales";
import { useLeadFormat } from "./lead-format";
import type { LeadDetail } from "./leads-api";

export function titleName(title: string, lead: LeadDetail, other: string): string {
  if (title !== "other") return title;
  return lead.eventOther ? `${other}: ${lead.eventOther}` : other;
}

export function LeadDetails({ lead }: { lead: LeadDetail }) {
  const { t, locale } = useI18n();
  const { at, money } = useLeadFormat();
  const keptDay = (day: string) =>
    new Intl.DateTimeFormat(localeSettings[locale].intl, {
      timeZone: "UTC",
      dateStyle: "medium",
    }).format(new Date(`${day}T00:00:00Z`));
  const link = "text-spree underline underline-offset-2 break-all";
  const fields: Array<[string, React.ReactNode]> = [
    [t.lead.received, at(lead.createdAt)],
    [t.lead.company, lead.company],
    [
      t.lead.email,
      <a key="email" className={link} href={`mailto:${lead.email}`}>
        {lead.email}
      </a>,
    ],
    [
      t.lead.phone,
      lead.phone ? (
        <a key="phone" className={link} href={`tel:${lead.phone.replace(/[^+\d]/g, "")}`}>
          {lead.phone}
        </a>
      ) : (
        "–"
      ),
    ],
    // An enquiry by e-mail has no headcount, no event and no policy version (it took none).
    [t.lead.participants, lead.participants > 0 ? lead.participants : "–"],
    [
      t.lead.event,
      lead.events.every((title) => title === "") ? (
        "–"
      ) : (
        <ul key="events" className="space-y-1" data-testid="lead-events">
          {lead.events.map((title, index) => (
            <li key={title}>
              {titleName(title, lead, t.inbox.otherEvent)}
              {lead.eventPaths[index] ? (
                <>
                  {" · "}
                  <a
                    className="text-spree underline"
                    href={lead.eventPaths[index]}
                    target="_blank"
                    rel="noreferrer"
                  >
                    {t.lead.eventPage}
                  </a>
                </>
              ) : null}
            </li>
          ))}
        </ul>
      ),
    ],
  ];
  if (lead.estimate?.length) {
    fields.push([
      t.lead.estimate,
      <ul key="estimate" className="space-y-1" data-testid="lead-estimate">
        {lead.estimate.map((line) => (
          <li key={line.title}>
            {titleName(line.title, lead, t.inbox.otherEvent)}:{" "}
            {estimateText(
              line,
              {
                line: t.lead.estimateLine,
                minimum: t.lead.estimateMinimum,
                onRequest: t.lead.estimateOnRequest,
                tax: t.lead.estimateTax,
              },
              localeSettings[locale].intl,
              lead.taxRegime,
            )}
          </li>
        ))}
        {lead.estimate.length > 1 && lead.estimateCents !== null ? (
          <li className="font-medium">
            {format(t.lead.estimateTotal, { total: money(lead.estimateCents) })}
          </li>
        ) : null}
      </ul>,
    ]);
  }
  fields.push(
    [t.lead.preferredDate, lead.preferredDate ?? "–"],
    [t.lead.language, t.lead.languages[lead.language as Locale] ?? lead.language],
    [t.lead.policy, lead.privacyPolicyVersion || "–"],
  );
  return (
    <section className="card space-y-3" aria-labelledby="lead-details">
      <h2 id="lead-details" className="text-lg font-semibold">
        {t.lead.details}
      </h2>
      <dl className="grid gap-x-4 gap-y-2 sm:grid-cols-[max-content_1fr] lg:grid-cols-1">
        {fields.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium text-ink-soft">{label}</dt>
            <dd className="break-words lg:mb-1">{value}</dd>
          </div>
        ))}
      </dl>
      <h3 className="font-semibold">{t.lead.message}</h3>
      <p className="whitespace-pre-wrap break-words rounded-lg bg-sand p-3">
        {lead.message ?? "–"}
      </p>
      <p className="text-sm text-ink-soft" data-testid="lead-retention">
        {lead.keptByLaw
          ? format(t.lead.keptByLaw, {
              what: [
                lead.keptByLaw.offersUntil
                  ? format(t.lead.keptOffers, { date: keptDay(lead.keptByLaw.offersUntil) })
                  : null,
                lead.keptByLaw.invoicesUntil
                  ? format(t.lead.keptInvoices, { date: keptDay(lead.keptByLaw.invoicesUntil) })
                  : null,
              ]
                .filter(Boolean)
                .join(t.lead.keptAnd),
              date: at(lead.deleteAfter),
            })
          : format(t.lead.deleteAfter, { date: at(lead.deleteAfter) })}
      </p>
    </section>
  );
}
