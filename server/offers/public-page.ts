/**
 * The HTML of the public offer page (/angebot/{token}, /en/offer/{token}) and its answers:
 * the offer as its PDF shows it (the same BusinessDocument and the PDF's words,
 * server/documents/words.ts), "Annehmen" (which mails the code) and "Ablehnen", the form
 * for name, position, terms and code, and the pages for an accepted, declined, expired,
 * replaced or withdrawn offer and for an unknown link. Plain HTML forms that post: no
 * script at all; the site's own stylesheet and font (their addresses read from the built
 * site) and its look (brand, footer with contact and legal links).
 */
import { site, telHref, mailtoHref } from "#app/content/site.ts";
import { localizePath } from "#app/i18n/paths.ts";
import { documentTaxNote, formatRate } from "#app/shared/money/tax.ts";
import type { BusinessDocument } from "../documents/model.ts";
import {
  formatCents,
  formatDay,
  formatDuration,
  formatQuantity,
  words,
  berlinDayAndTime,
} from "../documents/words.ts";
import { escapeHtml as e } from "../html.ts";
import type { PublicOfferStatus } from "./public-document.ts";

type Language = "de" | "en";

/** The built site's stylesheet and font, when there is a build (tests' stand-in has none). */
export interface SiteAssets {
  stylesheet: string | null;
  font: string | null;
}

/** Reads the stylesheet's and the font's hashed addresses from a prerendered page. */
export function siteAssetsFrom(html: string | undefined): SiteAssets {
  const stylesheet = html && /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"/.exec(html);
  const font = html && /<link rel="preload" href="(\/assets\/[^"]+\.woff2)"/.exec(html);
  return { stylesheet: stylesheet ? stylesheet[1]! : null, font: font ? font[1]! : null };
}

/**
 * Only our own files: no script at all, no inline style, no other origin. `connect-src
 * 'self'` lets no script in (none may run); it lets a browser's tools read /robots.txt for
 * the page, as on the site's pages.
 */
export const offerPageCsp = [
  "default-src 'none'",
  "style-src 'self'",
  "connect-src 'self'",
  "font-src 'self'",
  "img-src 'self'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ");

const text = {
  de: {
    offerFor: "Angebot für",
    from: "vom",
    validUntil: "gültig bis",
    download: "Angebot als PDF herunterladen",
    downloadAccepted: "Angenommenes Angebot als PDF",
    lines: "Leistungen",
    terms: "Allgemeine Geschäftsbedingungen",
    termsLink: "AGB lesen",
    answerHeading: "Ihre Antwort",
    acceptButton: "Annehmen",
    acceptIntro: (email: string) =>
      `Zum Annehmen schicken wir Ihnen einen 6-stelligen Code an ${email}. Sie geben ihn zusammen mit Ihrem Namen und Ihrer Position ein.`,
    declineSummary: "Ablehnen",
    declineReason: "Warum lehnen Sie ab? (optional)",
    declineReasonHint: "Zum Beispiel: zu teuer, anderer Termin, anderer Anbieter.",
    declineButton: "Angebot ablehnen",
    codeSent: (email: string) =>
      `Wir haben einen 6-stelligen Code an ${email} geschickt. Er gilt 10 Minuten.`,
    acceptHeading: "Angebot annehmen",
    name: "Ihr Name",
    position: "Ihre Position",
    positionHint: "Zum Beispiel: Teamleitung, Geschäftsführung, Office Management.",
    termsCheck: "Ich habe die Allgemeinen Geschäftsbedingungen gelesen und akzeptiere sie.",
    code: "Code aus der E-Mail",
    codeHint: "6 Ziffern",
    submitAccept: (amount: string) => `Verbindlich annehmen (${amount})`,
    newCode: "Neuen Code anfordern",
    back: "Zurück zum Angebot",
    errors: {
      required: {
        name: "Bitte geben Sie Ihren Namen an.",
        position: "Bitte geben Sie Ihre Position an.",
        termsAccepted: "Bitte bestätigen Sie die AGB.",
        code: "Bitte geben Sie den Code aus der E-Mail ein.",
      },
      too_long: "Das ist zu lang.",
      format: "Der Code hat 6 Ziffern.",
      code_wrong: (left: number) =>
        `Dieser Code stimmt nicht. Noch ${left} ${left === 1 ? "Versuch" : "Versuche"}.`,
      code_burnt: "Zu viele falsche Versuche: Bitte fordern Sie einen neuen Code an.",
      code_expired: "Dieser Code ist abgelaufen: Bitte fordern Sie einen neuen an.",
      code_missing: "Bitte fordern Sie einen neuen Code an.",
      reason_too_long: "Bitte fassen Sie sich kürzer (höchstens 2.000 Zeichen).",
      tooMany: (minutes: number) =>
        `Sie haben schon mehrere Codes angefordert. Bitte warten Sie ${minutes} ${minutes === 1 ? "Minute" : "Minuten"} und versuchen Sie es dann erneut.`,
      errorSummary: "Bitte prüfen Sie Ihre Eingaben.",
    },
    status: {
      accepted: {
        title: "Vielen Dank, Sie haben das Angebot angenommen",
        body: (name: string, day: string, time: string) =>
          `Angenommen von ${name} am ${day} um ${time} Uhr. Sie erhalten eine Bestätigung per E-Mail mit dem angenommenen Angebot im Anhang. Wir melden uns in Kürze mit den nächsten Schritten.`,
      },
      declined: {
        title: "Sie haben das Angebot abgelehnt",
        body: "Schade! Danke, dass Sie uns Bescheid gegeben haben. Wenn Sie es sich anders überlegen oder ein anderes Angebot wünschen, schreiben Sie uns gern.",
      },
      expired: {
        title: "Dieses Angebot ist abgelaufen",
        body: (day: string) =>
          `Dieses Angebot ist am ${day} abgelaufen und kann nicht mehr angenommen werden. Schreiben Sie uns oder rufen Sie an: Wir schicken Ihnen gern ein neues Angebot.`,
      },
      replaced: {
        title: "Es gibt eine neuere Fassung dieses Angebots",
        body: "Dieses Angebot wurde überarbeitet; Sie haben die neue Fassung per E-Mail erhalten. Bitte nehmen Sie das Angebot über den Link in dieser E-Mail an.",
      },
      withdrawn: {
        title: "Dieses Angebot wurde zurückgezogen",
        body: "Dieses Angebot gilt nicht mehr. Bei Fragen schreiben Sie uns oder rufen Sie an.",
      },
    },
    notFound: {
      title: "Dieses Angebot gibt es nicht",
      body: "Unter dieser Adresse finden wir kein Angebot. Bitte prüfen Sie den Link aus unserer E-Mail, oder schreiben Sie uns.",
    },
    tooManyRequests: {
      title: "Zu viele Anfragen",
      body: "Bitte warten Sie eine Minute und versuchen Sie es dann erneut.",
    },
    unavailable: {
      title: "Gerade nicht erreichbar",
      body: "Wir können Ihre Antwort gerade nicht speichern. Bitte versuchen Sie es in ein paar Minuten erneut, oder schreiben Sie uns.",
    },
    refused: {
      title: "Das hat nicht geklappt",
      body: "Bitte öffnen Sie das Angebot über den Link aus unserer E-Mail und versuchen Sie es dort erneut.",
    },
    contact: "Kontakt",
    legal: { imprint: "Impressum", privacy: "Datenschutz", terms: "AGB" },
    otherLanguage: "English",
    otherLanguageLabel: "This offer in English",
    home: "Zur Startseite",
    skip: "Zum Inhalt springen",
  },
  en: {
    offerFor: "Offer for",
    from: "of",
    validUntil: "valid until",
    download: "Download the offer as PDF",
    downloadAccepted: "Accepted offer as PDF",
    lines: "Services",
    terms: "Terms and conditions",
    termsLink: "Read the terms",
    answerHeading: "Your answer",
    acceptButton: "Accept",
    acceptIntro: (email: string) =>
      `To accept, we send a 6-digit code to ${email}. You enter it together with your name and position.`,
    declineSummary: "Decline",
    declineReason: "Why do you decline? (optional)",
    declineReasonHint: "For example: too expensive, another date, another provider.",
    declineButton: "Decline the offer",
    codeSent: (email: string) => `We sent a 6-digit code to ${email}. It is valid for 10 minutes.`,
    acceptHeading: "Accept the offer",
    name: "Your name",
    position: "Your position",
    positionHint: "For example: team lead, managing director, office manager.",
    termsCheck: "I have read and accept the terms and conditions.",
    code: "Code from the e-mail",
    codeHint: "6 digits",
    submitAccept: (amount: string) => `Accept with obligation (${amount})`,
    newCode: "Send a new code",
    back: "Back to the offer",
    errors: {
      required: {
        name: "Please enter your name.",
        position: "Please enter your position.",
        termsAccepted: "Please confirm the terms and conditions.",
        code: "Please enter the code from the e-mail.",
      },
      too_long: "This is too long.",
      format: "The code has 6 digits.",
      code_wrong: (left: number) =>
        `This code is not right. ${left} ${left === 1 ? "try" : "tries"} left.`,
      code_burnt: "Too many wrong tries: please ask for a new code.",
      code_expired: "This code has expired: please ask for a new one.",
      code_missing: "Please ask for a new code.",
      reason_too_long: "Please keep it shorter (2,000 characters at most).",
      tooMany: (minutes: number) =>
        `You have already asked for several codes. Please wait ${minutes} ${minutes === 1 ? "minute" : "minutes"} and try again.`,
      errorSummary: "Please check your entries.",
    },
    status: {
      accepted: {
        title: "Thank you, you accepted the offer",
        body: (name: string, day: string, time: string) =>
          `Accepted by ${name} on ${day} at ${time} (Berlin time). You will receive a confirmation by e-mail with the accepted offer attached. We will be in touch shortly with the next steps.`,
      },
      declined: {
        title: "You declined the offer",
        body: "What a pity! Thank you for letting us know. If you change your mind or would like a different offer, just write to us.",
      },
      expired: {
        title: "This offer has expired",
        body: (day: string) =>
          `This offer expired on ${day} and can no longer be accepted. Write to us or call us: we will gladly send you a new offer.`,
      },
      replaced: {
        title: "There is a newer version of this offer",
        body: "This offer was revised; you received the new version by e-mail. Please accept the offer through the link in that e-mail.",
      },
      withdrawn: {
        title: "This offer was withdrawn",
        body: "This offer is no longer valid. If you have questions, write to us or call us.",
      },
    },
    notFound: {
      title: "There is no such offer",
      body: "We find no offer at this address. Please check the link in our e-mail, or write to us.",
    },
    tooManyRequests: {
      title: "Too many requests",
      body: "Please wait a minute and try again.",
    },
    unavailable: {
      title: "Not available right now",
      body: "We cannot store your answer right now. Please try again in a few minutes, or write to us.",
    },
    refused: {
      title: "That did not work",
      body: "Please open the offer through the link in our e-mail and try again there.",
    },
    contact: "Contact",
    legal: { imprint: "Imprint", privacy: "Privacy", terms: "Terms" },
    otherLanguage: "Deutsch",
    otherLanguageLabel: "Dieses Angebot auf Deutsch",
    home: "Go to the home page",
    skip: "Skip to content",
  },
};

export type AcceptField = "name" | "position" | "termsAccepted" | "code";

/** What the accept form shows again after a refusal: the values typed and the messages. */
export interface AcceptFormState {
  values: { name: string; position: string; termsAccepted: boolean };
  errors: Partial<Record<AcceptField, string>>;
  /** A refusal not about one field (too many codes). */
  notice?: string;
  /** The code was mailed just now. */
  codeSent: boolean;
}

export interface OfferView {
  language: Language;
  token: string;
  status: PublicOfferStatus;
  document: BusinessDocument;
  acceptance: { name: string; acceptedAt: Date } | null;
  /** The accept form instead of the two buttons (after "Annehmen"). */
  form?: AcceptFormState;
  /** A refusal of the decline form. */
  declineError?: string;
  declineReason?: string;
  /** A note at the top (too many codes). */
  notice?: string;
}

/** The brand mark as app/components/layout/Logo.tsx draws it (decorative). */
const logo =
  '<svg viewBox="0 0 40 40" class="size-9" aria-hidden="true" focusable="false"><rect width="40" height="40" rx="11" fill="#13212e"/><path d="M7 25c3.2 0 3.2-3 6.5-3s3.3 3 6.5 3 3.2-3 6.5-3 3.3 3 6.5 3" fill="none" stroke="#7fc4cc" stroke-width="2.6" stroke-linecap="round"/><path d="M7 31c3.2 0 3.2-3 6.5-3s3.3 3 6.5 3 3.2-3 6.5-3 3.3 3 6.5 3" fill="none" stroke="#3d8f9a" stroke-width="2.6" stroke-linecap="round"/><circle cx="20" cy="13" r="4.5" fill="#f07a3a"/></svg>';

/** "a•••@beispiel.de": enough to know where to look, not the whole address. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at < 1) return "•••";
  return `${email[0]}•••${email.slice(at)}`;
}

export function offerBase(token: string, language: Language): string {
  return language === "en" ? `/en/offer/${token}` : `/angebot/${token}`;
}

function layout(input: {
  language: Language;
  title: string;
  assets: SiteAssets;
  body: string;
  /** The same page in the other language. */
  switchTo?: string;
}): string {
  const t = text[input.language];
  const other: Language = input.language === "de" ? "en" : "de";
  const home = localizePath("/", input.language);
  const link = (path: string, label: string) =>
    `<li><a class="inline-flex min-h-11 items-center text-sand/80 hover:text-white hover:underline" href="${localizePath(path, input.language)}">${e(label)}</a></li>`;
  const footerLink =
    "inline-flex min-h-11 items-center text-sand/80 hover:text-white hover:underline";
  return `<!DOCTYPE html>
<html lang="${input.language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
${input.assets.stylesheet ? `<link rel="stylesheet" href="${e(input.assets.stylesheet)}">` : ""}${input.assets.font ? `<link rel="preload" href="${e(input.assets.font)}" as="font" type="font/woff2" crossorigin="anonymous">` : ""}
<meta name="theme-color" content="#13212e"><meta name="robots" content="noindex"><meta name="referrer" content="no-referrer">
<title>${e(input.title)} | ${e(site.brand)}</title>
<meta name="description" content="${e(input.title)}: ${e(site.brand)}">
<link rel="icon" href="/favicon.ico" sizes="32x32"><link rel="icon" href="/favicon.svg" type="image/svg+xml"></head>
<body class="bg-sand"><a href="#main" class="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-3 focus:font-semibold focus:shadow-lg">${e(t.skip)}</a>
<header class="border-b border-ink/10 bg-white"><div class="mx-auto flex h-16 max-w-4xl items-center gap-2 px-4 sm:px-6">
<a href="${home}" class="flex shrink-0 items-center gap-2.5 text-base font-bold tracking-tight sm:text-lg">${logo}<span>${e(site.brand)}</span></a>
${input.switchTo ? `<a href="${e(input.switchTo)}" lang="${other}" hreflang="${other}" aria-label="${e(t.otherLanguageLabel)}" class="ml-auto inline-flex min-h-11 items-center rounded-full px-3 text-sm font-medium text-ink-soft hover:bg-sand">${e(t.otherLanguage)}</a>` : ""}
</div></header>
<main id="main" tabindex="-1" class="mx-auto max-w-4xl px-4 py-8 outline-none sm:px-6 sm:py-12">${input.body}</main>
<footer class="bg-ink text-sand"><div class="mx-auto grid max-w-4xl gap-8 px-4 py-10 sm:grid-cols-2 sm:px-6">
<div><p class="text-lg font-bold text-white">${e(site.brand)}</p><address class="mt-3 text-sm not-italic leading-relaxed text-sand/80">${e(site.address.street)}, ${e(site.address.postalCode)} ${e(site.address.city)}<br><a class="${footerLink}" href="${telHref}">${e(site.phone.display)}</a><br><a class="${footerLink}" href="${mailtoHref}">${e(site.email)}</a></address></div>
<nav aria-label="${e(t.legal.terms)}"><ul class="flex flex-col text-sm">${link("/imprint", t.legal.imprint)}${link("/privacy", t.legal.privacy)}${link("/terms", t.legal.terms)}</ul></nav>
</div></footer></body></html>`;
}

const card = "rounded-2xl border border-ink/10 bg-white p-5 sm:p-8";

function contactLine(language: Language): string {
  const label = language === "de" ? "Telefon" : "Phone";
  return `<p class="mt-4">${e(label)}: <a class="font-medium text-spree underline underline-offset-2" href="${telHref}">${e(site.phone.display)}</a> · <a class="font-medium text-spree underline underline-offset-2" href="${mailtoHref}">${e(site.email)}</a></p>`;
}

/** The offer's contents as the PDF lists them. */
function offerContents(doc: BusinessDocument, language: Language, token: string): string {
  const w = words[language];
  const t = text[language];
  const money = (cents: number) => formatCents(cents, language);
  const eventRows = doc.event
    ? [
        [w.event.date, formatDay(doc.event.date, language)],
        ...(doc.event.startTime ? [[w.event.start, w.event.time(doc.event.startTime)]] : []),
        ...(doc.event.durationMinutes
          ? [[w.event.duration, formatDuration(doc.event.durationMinutes, language)]]
          : []),
        ...(doc.event.place ? [[w.event.place, doc.event.place]] : []),
        [w.event.participants, w.event.people(doc.event.participants)],
      ]
    : [];
  const facts = eventRows
    .map(
      ([label, value]) =>
        `<div><dt class="text-sm text-ink-soft">${e(label!)}</dt><dd class="font-semibold">${e(value!)}</dd></div>`,
    )
    .join("");
  const regular = doc.taxRegime === "regular";
  // What staff typed is in the offer's language, also on the page in the other one.
  const typed = doc.language === language ? "" : ` lang="${doc.language}"`;
  const lines = doc.lines
    .map(
      (
        line,
        index,
      ) => `<li class="grid gap-1 border-t border-ink/10 py-4 sm:grid-cols-[1fr_auto] sm:gap-6">
<div><p class="font-semibold">${index + 1}. <span${typed}>${e(line.title)}</span></p>${line.detail ? `<p class="text-sm text-ink-soft"${typed}>${e(line.detail)}</p>` : ""}
<p class="text-sm text-ink-soft">${e(formatQuantity(line.quantity, line.unit, language))} × ${e(money(line.unitPriceCents))}${regular ? ` · ${e(w.columns.vat)} ${e(formatRate(line.taxRateBp, language))}` : ""}</p></div>
<p class="font-semibold tabular-nums sm:text-right">${e(money(line.netCents))}</p></li>`,
    )
    .join("");
  const totals = doc.totals;
  const totalRows: [string, string, boolean][] = [];
  if (totals.discountCents > 0) {
    totalRows.push([
      regular ? w.totals.netSubtotal : w.totals.subtotal,
      money(totals.subtotalCents),
      false,
    ]);
    totalRows.push([w.totals.discount, `−${money(totals.discountCents)}`, false]);
  }
  if (regular) {
    totalRows.push([w.totals.net, money(totals.netCents), false]);
    for (const group of totals.taxGroups) {
      totalRows.push([
        w.totals.vat(formatRate(group.rateBp, language), money(group.netCents)),
        money(group.taxCents),
        false,
      ]);
    }
    totalRows.push([w.totals.gross, money(totals.grossCents), true]);
  } else {
    totalRows.push([w.totals.total, money(totals.grossCents), true]);
  }
  const totalsHtml = totalRows
    .map(
      ([label, value, strong]) =>
        `<div class="flex justify-between gap-4${strong ? " border-t border-ink/20 pt-2 text-lg font-bold" : ""}"><dt>${e(label)}</dt><dd class="tabular-nums">${e(value)}</dd></div>`,
    )
    .join("");
  const base = offerBase(token, language);
  return `<section class="${card} mt-6" aria-labelledby="offer-lines">
${doc.intro ? `<p class="mb-6 whitespace-pre-line"${typed}>${e(doc.intro)}</p>` : ""}
${facts ? `<h2 class="text-xl font-bold">${e(w.event.heading)}</h2><dl class="mt-3 grid grid-cols-2 gap-4 sm:grid-cols-3">${facts}</dl>` : ""}
<h2 id="offer-lines" class="mt-8 text-xl font-bold">${e(t.lines)}</h2>
<ul class="mt-3 border-b border-ink/10">${lines}</ul>
<dl class="ml-auto mt-4 flex max-w-sm flex-col gap-1">${totalsHtml}</dl>
<p class="mt-3 text-sm text-ink-soft">${e(documentTaxNote[doc.taxRegime][language])}</p>
</section>
<section class="${card} mt-6 text-ink-soft" aria-label="${e(t.terms)}">
${doc.validUntil ? `<p>${e(w.validity(formatDay(doc.validUntil, language)))}</p>` : ""}
${doc.deposit ? `<p class="mt-2">${e(w.deposit(formatRate(doc.deposit.basisPoints, language), money(doc.deposit.cents)))}</p>` : ""}
<p class="mt-2">${e(w.paymentTerms)}</p>
<p class="mt-2">${e(w.cancellationTerms)}</p>
<p class="mt-2">${e(w.nonBinding)}</p>
<p class="mt-2">${e(w.termsApply)} <a class="font-medium text-spree underline underline-offset-2" href="${localizePath("/terms", language)}">${e(t.terms)}</a></p>
<p class="mt-4"><a class="btn-outline" href="${base}/pdf" download>${e(t.download)}</a></p>
</section>`;
}

function heading(doc: BusinessDocument, language: Language): string {
  const w = words[language];
  const t = text[language];
  const validity = doc.validUntil
    ? ` · ${t.validUntil} ${formatDay(doc.validUntil, language)}`
    : "";
  return `<p class="text-sm font-semibold uppercase tracking-wider text-spree">${e(t.offerFor)} ${e(doc.customer.company)}</p>
<h1 class="mt-1 text-3xl font-bold tracking-tight sm:text-4xl">${e(w.title.offer)} ${e(doc.number)}</h1>
<p class="mt-2 text-ink-soft">${e(t.from)} ${e(formatDay(doc.issueDate, language))}${e(validity)} · ${e(doc.customer.contactName)}</p>`;
}

function fieldError(id: string, message: string | undefined): string {
  return message
    ? `<p id="${id}-error" class="mt-1 text-sm font-semibold text-accent-strong">${e(message)}</p>`
    : "";
}

const inputClass =
  "mt-1 block min-h-11 w-full rounded-xl border border-ink/30 bg-white px-3 py-2 text-base aria-[invalid=true]:border-accent-strong";

function acceptForm(view: OfferView, state: AcceptFormState): string {
  const t = text[view.language];
  const base = offerBase(view.token, view.language);
  const first = (["name", "position", "termsAccepted", "code"] as const).find(
    (field) => state.errors[field],
  );
  const hints: Partial<Record<AcceptField, string>> = {
    position: "position-hint",
    code: "code-hint",
  };
  const attrs = (field: AcceptField) => {
    const described = [hints[field], state.errors[field] ? `${field}-error` : undefined]
      .filter(Boolean)
      .join(" ");
    return `${described ? ` aria-describedby="${described}"` : ""}${
      state.errors[field] ? ` aria-invalid="true"${first === field ? " autofocus" : ""}` : ""
    }`;
  };
  const email = maskEmail(view.document.customer.email);
  return `<section class="${card} mt-6" aria-labelledby="accept-heading">
<h2 id="accept-heading" class="text-2xl font-bold">${e(t.acceptHeading)}</h2>
${state.codeSent ? `<p class="mt-2" role="status">${e(t.codeSent(email))}</p>` : ""}
${state.notice ? `<p class="mt-2 font-semibold text-accent-strong" role="alert">${e(state.notice)}</p>` : ""}
${first ? `<p class="mt-2 font-semibold text-accent-strong" role="alert">${e(t.errors.errorSummary)}</p>` : ""}
<form method="post" action="${base}/accept" class="mt-4 flex flex-col gap-5" novalidate>
<div><label for="name" class="font-semibold">${e(t.name)}</label><input id="name" name="name" autocomplete="name" maxlength="120" required class="${inputClass}" value="${e(state.values.name)}"${attrs("name")}>${fieldError("name", state.errors.name)}</div>
<div><label for="position" class="font-semibold">${e(t.position)}</label><p id="position-hint" class="text-sm text-ink-soft">${e(t.positionHint)}</p><input id="position" name="position" autocomplete="organization-title" maxlength="120" required class="${inputClass}" value="${e(state.values.position)}"${attrs("position")}>${fieldError("position", state.errors.position)}</div>
<div><div class="flex items-start gap-3"><input id="termsAccepted" name="termsAccepted" type="checkbox" value="yes" required class="mt-1 size-6 shrink-0 accent-spree"${state.values.termsAccepted ? " checked" : ""}${attrs("termsAccepted")}><label for="termsAccepted">${e(t.termsCheck)}</label></div>
<p class="mt-1 pl-9 text-sm"><a class="inline-flex min-h-6 items-center font-medium text-spree underline underline-offset-2" href="${localizePath("/terms", view.language)}">${e(t.termsLink)}</a></p>${fieldError("termsAccepted", state.errors.termsAccepted)}</div>
<div><label for="code" class="font-semibold">${e(t.code)}</label><p id="code-hint" class="text-sm text-ink-soft">${e(t.codeHint)}</p><input id="code" name="code" inputmode="numeric" autocomplete="one-time-code" pattern="[0-9]{6}" maxlength="6" required class="${inputClass} max-w-40 tracking-widest"${attrs("code")}>${fieldError("code", state.errors.code)}</div>
<div class="flex flex-wrap items-center gap-3"><button type="submit" class="btn-accent">${e(t.submitAccept(formatCents(view.document.totals.grossCents, view.language)))}</button></div>
</form>
<form method="post" action="${base}/code" class="mt-4"><button type="submit" class="btn-outline">${e(t.newCode)}</button></form>
<p class="mt-4"><a class="inline-flex min-h-11 items-center font-medium text-spree underline underline-offset-2" href="${base}">${e(t.back)}</a></p>
</section>`;
}

function answerButtons(view: OfferView): string {
  const t = text[view.language];
  const base = offerBase(view.token, view.language);
  const email = maskEmail(view.document.customer.email);
  return `<section class="${card} mt-6" aria-labelledby="answer-heading">
<h2 id="answer-heading" class="text-2xl font-bold">${e(t.answerHeading)}</h2>
${view.notice ? `<p class="mt-2 font-semibold text-accent-strong" role="alert">${e(view.notice)}</p>` : ""}
<p class="mt-2 text-ink-soft">${e(t.acceptIntro(email))}</p>
<form method="post" action="${base}/code" class="mt-4"><button type="submit" class="btn-accent">${e(t.acceptButton)}</button></form>
<details class="mt-6"${view.declineError ? " open" : ""}><summary class="cursor-pointer py-2.5 font-semibold text-ink">${e(t.declineSummary)}</summary>
<form method="post" action="${base}/decline" class="mt-3 flex flex-col gap-3">
<div><label for="reason" class="font-semibold">${e(t.declineReason)}</label><p id="reason-hint" class="text-sm text-ink-soft">${e(t.declineReasonHint)}</p>
<textarea id="reason" name="reason" rows="4" maxlength="2000" aria-describedby="reason-hint${view.declineError ? " reason-error" : ""}"${view.declineError ? ' aria-invalid="true"' : ""} class="${inputClass}">${e(view.declineReason ?? "")}</textarea>${fieldError("reason", view.declineError)}</div>
<div><button type="submit" class="btn-outline">${e(t.declineButton)}</button></div>
</form></details>
</section>`;
}

function statusBox(view: OfferView): string {
  const t = text[view.language];
  const s = t.status;
  const base = offerBase(view.token, view.language);
  const box = (title: string, body: string, extra = "") =>
    `<section class="${card} mt-6 border-spree/30" aria-labelledby="status-heading"><h2 id="status-heading" class="text-2xl font-bold">${e(title)}</h2><p class="mt-2">${e(body)}</p>${extra}</section>`;
  switch (view.status) {
    case "accepted": {
      const at = view.acceptance
        ? berlinDayAndTime(view.acceptance.acceptedAt.toISOString())
        : { day: view.document.issueDate, time: "" };
      return box(
        s.accepted.title,
        s.accepted.body(view.acceptance?.name ?? "", formatDay(at.day, view.language), at.time),
        `<p class="mt-4"><a class="btn-accent" href="${base}/pdf?copy=accepted" download>${e(t.downloadAccepted)}</a></p>`,
      );
    }
    case "declined":
      return box(s.declined.title, s.declined.body, contactLine(view.language));
    case "expired":
      return box(
        s.expired.title,
        s.expired.body(formatDay(view.document.validUntil!, view.language)),
        contactLine(view.language),
      );
    case "replaced":
      return box(s.replaced.title, s.replaced.body, contactLine(view.language));
    case "withdrawn":
      return box(s.withdrawn.title, s.withdrawn.body, contactLine(view.language));
    default:
      return "";
  }
}

/** The offer's page in any of its states. */
export function renderOfferPage(view: OfferView, assets: SiteAssets): string {
  const w = words[view.language];
  const other: Language = view.language === "de" ? "en" : "de";
  const showsOffer = view.status !== "replaced" && view.status !== "withdrawn";
  const answer =
    view.status === "open"
      ? view.form
        ? acceptForm(view, view.form)
        : answerButtons(view)
      : statusBox(view);
  const body = `${heading(view.document, view.language)}${view.status === "open" && view.form ? answer : ""}${view.status !== "open" ? answer : ""}${showsOffer ? offerContents(view.document, view.language, view.token) : ""}${view.status === "open" && !view.form ? answer : ""}`;
  return layout({
    language: view.language,
    title: `${w.title.offer} ${view.document.number}`,
    assets,
    body,
    switchTo: offerBase(view.token, other),
  });
}

export type MessageKind = "notFound" | "tooManyRequests" | "unavailable" | "refused";

/** A page with a message only: unknown link, too many requests, database away, refused post. */
export function renderMessagePage(
  language: Language,
  kind: MessageKind,
  assets: SiteAssets,
): string {
  const t = text[language];
  const words = t[kind];
  return layout({
    language,
    title: words.title,
    assets,
    body: `<section class="${card}" aria-labelledby="status-heading"><h1 id="status-heading" class="text-3xl font-bold tracking-tight">${e(words.title)}</h1><p class="mt-3">${e(words.body)}</p>${contactLine(language)}<p class="mt-4"><a class="inline-flex min-h-11 items-center font-medium text-spree underline underline-offset-2" href="${localizePath("/", language)}">${e(t.home)}</a></p></section>`,
  });
}

/** The words of a refusal of the accept form, by field. */
export function acceptErrors(
  language: Language,
  fields: Record<string, string> | undefined,
  code: string,
  extra: Record<string, unknown> | undefined,
): Partial<Record<AcceptField, string>> {
  const t = text[language].errors;
  const errors: Partial<Record<AcceptField, string>> = {};
  for (const [field, problem] of Object.entries(fields ?? {})) {
    if (!(field in t.required)) continue;
    const key = field as AcceptField;
    errors[key] =
      problem === "required"
        ? t.required[key]
        : problem === "too_long"
          ? t.too_long
          : problem === "format"
            ? t.format
            : t.required[key];
  }
  if (code === "code_wrong") errors.code = t.code_wrong(Number(extra?.triesLeft ?? 0));
  if (code === "code_burnt") errors.code = t.code_burnt;
  if (code === "code_expired") errors.code = t.code_expired;
  if (code === "code_missing") errors.code = t.code_missing;
  return errors;
}

export function tooManyCodes(language: Language, retryAfterSeconds: number): string {
  return text[language].errors.tooMany(Math.max(1, Math.ceil(retryAfterSeconds / 60)));
}

export function reasonTooLong(language: Language): string {
  return text[language].errors.reason_too_long;
}
