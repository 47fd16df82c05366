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
import { agencyPhone, words } from "../documents/words.ts";
import { escapeHtml as e } from "../html.ts";
import { type Language, text } from "./public-page-words.ts";
import {
  type OfferView,
  card,
  contactLine,
  heading,
  offerBase,
  offerContents,
} from "./public-page-offer.ts";
import { acceptForm, answerButtons, statusBox } from "./public-page-answer.ts";
import { bookingSection } from "../bookings/public-booking.ts";
import { headcountOfferSection } from "../headcount/offer-section.ts";
import { maskEmail } from "./public-page-offer.ts";

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

/** The brand mark as app/components/layout/Logo.tsx draws it (decorative). */
const logo =
  '<svg viewBox="0 0 40 40" class="size-9" aria-hidden="true" focusable="false"><rect width="40" height="40" rx="11" fill="#13212e"/><path d="M7 25c3.2 0 3.2-3 6.5-3s3.3 3 6.5 3 3.2-3 6.5-3 3.3 3 6.5 3" fill="none" stroke="#7fc4cc" stroke-width="2.6" stroke-linecap="round"/><path d="M7 31c3.2 0 3.2-3 6.5-3s3.3 3 6.5 3 3.2-3 6.5-3 3.3 3 6.5 3" fill="none" stroke="#3d8f9a" stroke-width="2.6" stroke-linecap="round"/><circle cx="20" cy="13" r="4.5" fill="#f07a3a"/></svg>';

export function layout(input: {
  language: Language;
  title: string;
  assets: SiteAssets;
  body: string;
  /** The same page in the other language. */
  switchTo?: string;
  /** The switch's accessible name, when the page is not an offer. */
  switchLabel?: string;
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
${input.switchTo ? `<a href="${e(input.switchTo)}" lang="${other}" hreflang="${other}" aria-label="${e(input.switchLabel ?? t.otherLanguageLabel)}" class="ml-auto inline-flex min-h-11 items-center rounded-full px-3 text-sm font-medium text-ink-soft hover:bg-sand">${e(t.otherLanguage)}</a>` : ""}
</div></header>
<main id="main" tabindex="-1" class="mx-auto max-w-4xl px-4 py-8 outline-none sm:px-6 sm:py-12">${input.body}</main>
<footer class="bg-ink text-sand"><div class="mx-auto grid max-w-4xl gap-8 px-4 py-10 sm:grid-cols-2 sm:px-6">
<div><p class="text-lg font-bold text-white">${e(site.brand)}</p><address class="mt-3 text-sm not-italic leading-relaxed text-sand/80">${e(site.address.street)}, ${e(site.address.postalCode)} ${e(site.address.city)}<br><a class="${footerLink}" href="${telHref()}">${e(agencyPhone(input.language))}</a><br><a class="${footerLink}" href="${mailtoHref()}">${e(site.email)}</a></address></div>
<nav aria-label="${e(t.legal.terms)}"><ul class="flex flex-col text-sm">${link("/imprint", t.legal.imprint)}${link("/privacy", t.legal.privacy)}${link("/terms", t.legal.terms)}</ul></nav>
</div></footer></body></html>`;
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
  const booking = view.booking
    ? bookingSection(
        view.booking,
        view.language,
        offerBase(view.token, view.language),
        maskEmail(view.document.customer.email),
        card,
      )
    : "";
  const headcount = view.headcount
    ? headcountOfferSection(view.headcount, view.language, card)
    : "";
  // A cancelled booking's section says so instead of the acceptance's thanks.
  const status =
    view.booking?.booking.state === "cancelled" ? booking : `${answer}${booking}${headcount}`;
  const body = `${heading(view.document, view.language)}${view.status === "open" && view.form ? answer : ""}${view.status !== "open" ? status : ""}${showsOffer ? offerContents(view.document, view.language, view.token, (view.booking?.booking.version ?? 1) > 1) : ""}${view.status === "open" && !view.form ? answer : ""}`;
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
