/**
 * The booking on the customer's offer page (decisions 0188, 0189): the booking as it stands
 * (its current version: day, time, place, headcount, events and extras) and, before the
 * day, the cancellation: what it costs today under the terms (days left, fee, deposit
 * credited, what is owed), a button that mails a code, then the form for the code. A
 * cancelled booking says what was cancelled and what is owed. Plain HTML, no script.
 */
import { formatRate } from "#app/shared/money/tax.ts";
import { formatCents, formatDay } from "../documents/words.ts";
import { escapeHtml as e } from "../html.ts";
import type { Locale } from "#app/i18n/locales.ts";
import type { BookingDetail } from "./booking-store.ts";
import type { CancellationQuote } from "./cancellation.ts";
import { owedSentence } from "./mails.ts";

export interface PublicBooking {
  booking: BookingDetail;
  /** Today's fee for the customer; null when it cannot be cancelled (held, cancelled). */
  quote: CancellationQuote | null;
  /** Cancelled by the agency: the new dates' offers it sent since, to open (decision 0202). */
  proposals?: { number: string; eventDate: string | null; href: string }[];
  /** The code form (after "Stornieren"), with a refusal's message. */
  cancelForm?: { codeSent: boolean; error?: string };
  /** The change request form after a post: sent, or refused with the field's problem. */
  changeForm?: {
    sent: boolean;
    values?: { message: string; participants: string };
    field?: "message" | "participants";
    error?: string;
  };
}

const words = {
  de: {
    heading: "Ihre Buchung",
    version: (n: number) => `Stand: Version ${n}`,
    states: {
      confirmed: "bestätigt",
      changed: "geändert",
      held: "durchgeführt",
      cancelled: "storniert",
    },
    allDay: "ganztägig",
    people: (n: number) => `${n} Teilnehmende`,
    cancelSummary: "Buchung stornieren",
    quote: (q: CancellationQuote, rate: string, fee: string, deposit: string, due: string) =>
      q.feeBp === 0
        ? `Heute, ${q.daysLeft} Tage vor dem Event, ist die Stornierung laut unseren AGB kostenfrei${q.paidCents > 0 ? `; Ihre Anzahlung von ${deposit} erstatten wir` : q.depositCents > 0 ? "; die Anzahlungsrechnung wird storniert" : ""}.`
        : `Heute, ${q.daysLeft} Tage vor dem Event, beträgt die Stornogebühr laut unseren AGB ${rate}: ${fee}${q.depositCents > 0 ? `; Ihre Anzahlung von ${deposit} wird angerechnet` : ""}. ${q.dueCents >= 0 ? `Zu zahlen: ${due}.` : `Wir erstatten Ihnen ${due}.`}`,
    askCode: (email: string) =>
      `Zum Stornieren schicken wir Ihnen einen 6-stelligen Code an ${email}.`,
    askCodeButton: "Code zum Stornieren anfordern",
    codeSent: (email: string) =>
      `Wir haben einen 6-stelligen Code an ${email} geschickt. Er gilt 10 Minuten.`,
    code: "Code aus der E-Mail",
    submit: "Verbindlich stornieren",
    cancelledTitle: "Ihre Buchung ist storniert",
    cancelledBody: (day: string) => `Storniert am ${day}.`,
    agencyCancelledTitle: "Wir mussten Ihre Buchung absagen",
    agencyCancelledBody: (day: string) => `Abgesagt von uns am ${day}.`,
    reason: "Der Grund:",
    proposals: "Unser Vorschlag für einen neuen Termin:",
    openProposal: (number: string, day: string) => `Angebot ${number} für den ${day} ansehen`,
    changeSummary: "Änderung anfragen",
    changeIntro:
      "Mehr oder weniger Teilnehmende, eine andere Uhrzeit, ein Extra? Schreiben Sie uns – wir melden uns und bestätigen die Änderung. Ihre Anfrage allein ändert die Buchung noch nicht.",
    changeMessage: "Was soll sich ändern?",
    changeParticipants: "Neue Teilnehmerzahl (optional)",
    changeSubmit: "Anfrage senden",
    changeSent:
      "Danke, wir haben Ihre Anfrage erhalten und melden uns. Bis wir sie bestätigen, gilt die Buchung wie oben.",
  },
  en: {
    heading: "Your booking",
    version: (n: number) => `As of version ${n}`,
    states: {
      confirmed: "confirmed",
      changed: "changed",
      held: "held",
      cancelled: "cancelled",
    },
    allDay: "all day",
    people: (n: number) => `${n} participants`,
    cancelSummary: "Cancel the booking",
    quote: (q: CancellationQuote, rate: string, fee: string, deposit: string, due: string) =>
      q.feeBp === 0
        ? `Today, ${q.daysLeft} days before the event, cancelling is free under our terms${q.paidCents > 0 ? `; we refund your deposit of ${deposit}` : q.depositCents > 0 ? "; the deposit invoice is cancelled" : ""}.`
        : `Today, ${q.daysLeft} days before the event, the cancellation fee under our terms is ${rate}: ${fee}${q.depositCents > 0 ? `; your deposit of ${deposit} is credited` : ""}. ${q.dueCents >= 0 ? `Left to pay: ${due}.` : `We refund ${due} to you.`}`,
    askCode: (email: string) => `To cancel, we send a 6-digit code to ${email}.`,
    askCodeButton: "Get a code to cancel",
    codeSent: (email: string) =>
      `We have sent a 6-digit code to ${email}. It is valid for 10 minutes.`,
    code: "Code from the e-mail",
    submit: "Cancel for good",
    cancelledTitle: "Your booking is cancelled",
    cancelledBody: (day: string) => `Cancelled on ${day}.`,
    agencyCancelledTitle: "We had to cancel your booking",
    agencyCancelledBody: (day: string) => `Cancelled by us on ${day}.`,
    reason: "The reason:",
    proposals: "Our proposal for another date:",
    openProposal: (number: string, day: string) => `View offer ${number} for ${day}`,
    changeSummary: "Ask for a change",
    changeIntro:
      "More or fewer participants, another time, an extra? Write to us – we get back to you and confirm the change. Your request alone does not change the booking yet.",
    changeMessage: "What should change?",
    changeParticipants: "New number of participants (optional)",
    changeSubmit: "Send request",
    changeSent:
      "Thank you, we have your request and will get back to you. Until we confirm it, the booking stands as above.",
  },
} as const;

const inputClass =
  "mt-1 block min-h-11 w-full rounded-xl border border-ink/30 bg-white px-3 py-2 text-base aria-[invalid=true]:border-accent-strong";

/** The booking's section on the page; `base` is the page's path, `email` masked. */
export function bookingSection(
  view: PublicBooking,
  language: Locale,
  base: string,
  email: string,
  card: string,
): string {
  const w = words[language];
  const { booking, quote } = view;
  const money = (cents: number) => formatCents(cents, language);
  if (booking.state === "cancelled") {
    const owed = owedSentence(
      language,
      {
        daysLeft: 0,
        feeBp: booking.cancellationFeeBp ?? 0,
        feeCents: booking.cancellationFeeCents ?? 0,
        depositCents: (booking.cancellationFeeCents ?? 0) - (booking.cancellationDueCents ?? 0),
        dueCents: booking.cancellationDueCents ?? 0,
      },
      booking.cancelledBy ?? "customer",
      false,
    );
    const day = booking.cancelledAt ? formatDay(booking.cancelledAt.slice(0, 10), language) : "";
    const byUs = booking.cancelledBy === "agency";
    const reason =
      byUs && booking.cancellationReason
        ? `<p class="mt-2 whitespace-pre-line" data-testid="cancel-reason"><strong>${e(w.reason)}</strong> ${e(booking.cancellationReason)}</p>`
        : "";
    const proposals = view.proposals ?? [];
    const links =
      proposals.length > 0
        ? `<p class="mt-4 font-semibold">${e(w.proposals)}</p><ul class="mt-2 flex flex-col gap-2">${proposals
            .map(
              (p) =>
                `<li><a class="btn-accent" href="${e(p.href)}">${e(w.openProposal(p.number, p.eventDate ? formatDay(p.eventDate, language) : ""))}</a></li>`,
            )
            .join("")}</ul>`
        : "";
    return `<section class="${card} mt-6 border-accent/40" aria-labelledby="booking-heading" data-booking="cancelled">
<h2 id="booking-heading" class="text-2xl font-bold">${e(byUs ? w.agencyCancelledTitle : w.cancelledTitle)}</h2>
<p class="mt-2">${e(byUs ? w.agencyCancelledBody(day) : w.cancelledBody(day))} ${e(owed)}</p>${reason}${links}</section>`;
  }
  const v = booking.current;
  const facts = [
    v.eventDate ? formatDay(v.eventDate, language) : "",
    v.startTime ?? w.allDay,
    v.place ?? "",
    w.people(v.participants),
  ].filter(Boolean);
  const items = v.items
    .filter((item) => item.kind !== "text")
    .map((item) => `<li>${e(item.title)}${item.quantity > 1 ? ` × ${item.quantity}` : ""}</li>`)
    .join("");
  let cancel = "";
  if (quote) {
    const text = w.quote(
      quote,
      formatRate(quote.feeBp, language),
      money(quote.feeCents),
      money(quote.feeBp === 0 ? quote.paidCents : quote.depositCents),
      money(Math.abs(quote.dueCents)),
    );
    const form = view.cancelForm;
    const error = form?.error
      ? `<p id="cancel-code-error" class="mt-1 text-sm font-semibold text-accent-strong" role="alert">${e(form.error)}</p>`
      : "";
    const codeForm = form
      ? `${form.codeSent ? `<p class="mt-3" role="status">${e(w.codeSent(email))}</p>` : ""}
<form method="post" action="${base}/cancel" class="mt-3 flex flex-col gap-3" novalidate>
<input type="hidden" name="feeBp" value="${quote.feeBp}">
<div><label for="cancel-code" class="font-semibold">${e(w.code)}</label><input id="cancel-code" name="code" inputmode="numeric" autocomplete="one-time-code" pattern="[0-9]{6}" maxlength="6" required class="${inputClass} max-w-40 tracking-widest"${form.error ? ' aria-invalid="true" aria-describedby="cancel-code-error" autofocus' : ""}>${error}</div>
<div><button type="submit" class="btn-accent">${e(w.submit)}</button></div></form>`
      : "";
    cancel = `<details class="mt-6"${form ? " open" : ""}><summary class="cursor-pointer py-2.5 font-semibold text-ink">${e(w.cancelSummary)}</summary>
<p class="mt-2" data-testid="cancel-quote">${e(text)}</p>
${form ? "" : `<p class="mt-2 text-ink-soft">${e(w.askCode(email))}</p><form method="post" action="${base}/cancel-code" class="mt-3"><button type="submit" class="btn-outline">${e(w.askCodeButton)}</button></form>`}
${codeForm}</details>`;
  }
  return `<section class="${card} mt-6" aria-labelledby="booking-heading" data-booking="${booking.status}">
<h2 id="booking-heading" class="text-2xl font-bold">${e(w.heading)}</h2>
<p class="mt-1 text-sm text-ink-soft">${e(w.states[booking.status])} · ${e(w.version(booking.version))}</p>
<p class="mt-3 font-semibold">${e(facts.join(" · "))}</p>
<ul class="mt-2 list-disc pl-5">${items}</ul>
${quote ? changeRequest(view, w, base) : ""}
${cancel}</section>`;
}

/** The change request: a note and, if it changes, the headcount (decision 0192). */
function changeRequest(view: PublicBooking, w: (typeof words)[Locale], base: string): string {
  const form = view.changeForm;
  if (form?.sent) {
    return `<p class="mt-6 rounded-xl bg-spree-soft px-4 py-3" role="status" data-testid="change-sent">${e(w.changeSent)}</p>`;
  }
  const problem = (field: "message" | "participants") =>
    form?.field === field && form.error
      ? ` aria-invalid="true" aria-describedby="change-${field}-error" autofocus`
      : "";
  const error = (field: "message" | "participants") =>
    form?.field === field && form.error
      ? `<p id="change-${field}-error" class="mt-1 text-sm font-semibold text-accent-strong" role="alert">${e(form.error)}</p>`
      : "";
  return `<details class="mt-6"${form ? " open" : ""}><summary class="cursor-pointer py-2.5 font-semibold text-ink">${e(w.changeSummary)}</summary>
<p class="mt-2">${e(w.changeIntro)}</p>
<form method="post" action="${base}/change-request" class="mt-3 flex flex-col gap-3" novalidate>
<div><label for="change-message" class="font-semibold">${e(w.changeMessage)}</label><textarea id="change-message" name="message" rows="4" maxlength="2000" required class="${inputClass}"${problem("message")}>${e(form?.values?.message ?? "")}</textarea>${error("message")}</div>
<div><label for="change-participants" class="font-semibold">${e(w.changeParticipants)}</label><input id="change-participants" name="participants" inputmode="numeric" pattern="[0-9]*" maxlength="5" class="${inputClass} max-w-40" value="${e(form?.values?.participants ?? "")}"${problem("participants")}>${error("participants")}</div>
<div><button type="submit" class="btn-outline">${e(w.changeSubmit)}</button></div></form></details>`;
}
