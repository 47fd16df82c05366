/**
 * The small HTML pages that answer the enquiry form when it was sent without JavaScript:
 * the confirmation, the list of what to correct, and the refusals (not from our form, too
 * many, database away), each in the visitor's language, with phone and e-mail as fallback.
 * Their one inline style is allowed by its hash; nothing else may load or run.
 */
import { createHash } from "node:crypto";
import { localeSettings, type Locale } from "#app/i18n/locales.ts";
import { localizePath } from "#app/i18n/paths.ts";
import { site, telHref, mailtoHref } from "#app/content/site.ts";
import type { EnquiryErrorCode, EnquiryField } from "#app/shared/enquiry/schema.ts";
import { enquiryText } from "#app/i18n/dictionary/enquiry.ts";
import { errorMessage } from "#app/shared/enquiry/errors.ts";
import { escapeHtml } from "../html.ts";

export type PageKind = "success" | "invalid" | "refused" | "rateLimited" | "unavailable";

const STYLE = `body{margin:0;font:17px/1.6 system-ui,sans-serif;color:#13212e;background:#f7f4ee}
main{max-width:40rem;margin:0 auto;padding:2rem 1.25rem 4rem}
header{font-weight:700;font-size:1.1rem;margin-bottom:2rem}
a{color:#0b5563;text-underline-offset:3px}
h1{font-size:1.9rem;line-height:1.2;margin:0 0 1rem}
.box{background:#fff;border:1px solid #13212e1a;border-radius:1rem;padding:1.5rem}
ul{padding-left:1.25rem}
li{margin:.4rem 0}
nav{margin-top:1rem}
nav a{display:inline-flex;align-items:center;min-height:44px;margin-right:1.5rem}`;

const styleHash = createHash("sha256").update(STYLE).digest("base64");

export const enquiryPageCsp = [
  "default-src 'none'",
  `style-src 'sha256-${styleHash}'`,
  "img-src 'self'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ");

const status: Record<PageKind, number> = {
  success: 200,
  invalid: 400,
  refused: 403,
  rateLimited: 429,
  unavailable: 503,
};

export function pageStatus(kind: PageKind): number {
  return status[kind];
}

export function renderEnquiryPage(
  language: Locale,
  kind: PageKind,
  errors: Partial<Record<EnquiryField, EnquiryErrorCode>> = {},
): string {
  const t = enquiryText[language];
  const home = localizePath("/", language);
  const form = `${localizePath("/contact", language)}#enquiry`;
  const fallback = escapeHtml(t.failure.fallback)
    .replace("{phone}", `<a href="${telHref()}">${escapeHtml(site.phone.display)}</a>`)
    .replace("{email}", `<a href="${mailtoHref()}">${escapeHtml(site.email)}</a>`);
  const title = {
    success: t.page.successTitle,
    invalid: t.page.errorTitle,
    refused: t.page.refusedTitle,
    rateLimited: t.page.rateLimitedTitle,
    unavailable: t.page.unavailableTitle,
  }[kind];
  let body: string;
  if (kind === "success") {
    body = `<p>${escapeHtml(t.page.successText)}</p>`;
  } else if (kind === "invalid") {
    const items = Object.entries(errors)
      .map(
        ([field, code]) => `<li>${escapeHtml(errorMessage(t, field as EnquiryField, code))}</li>`,
      )
      .join("");
    body = `<p>${escapeHtml(t.page.errorIntro)}</p><ul>${items}</ul><p><strong>${escapeHtml(t.page.back)}</strong></p>`;
  } else {
    const text = {
      refused: t.page.refusedText,
      rateLimited: t.failure.rateLimited,
      unavailable: t.failure.server,
    }[kind];
    body = `<p>${escapeHtml(text)}</p>`;
  }
  const links =
    kind === "success"
      ? `<a href="${home}">${escapeHtml(t.page.home)}</a>`
      : `<a href="${form}">${escapeHtml(t.page.backLink)}</a><a href="${home}">${escapeHtml(t.page.home)}</a>`;
  return `<!doctype html>
<html lang="${localeSettings[language].lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${escapeHtml(title)} | ${escapeHtml(site.brand)}</title><style>${STYLE}</style></head>
<body><main><header><a href="${home}">${escapeHtml(site.brand)}</a></header>
<div class="box" ${kind === "success" ? 'role="status"' : 'role="alert"'}><h1>${escapeHtml(title)}</h1>${body}<p>${fallback}</p></div>
<nav>${links}</nav></main></body></html>`;
}
