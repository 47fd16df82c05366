/**
 * The participants' page of a headcount link (decision 0194): /teilnahme/{token} and
 * /en/headcount/{token}, in the site's look (the offer page's layout), without script. It
 * shows the event's day and titles, then the form (open), the thanks (just answered), or
 * why no answer is taken (closed, cancelled). It never shows anyone's answer, not even the
 * visitor's own: the link is shared by the whole group.
 */
import { localizePath } from "#app/i18n/paths.ts";
import type { Locale } from "#app/i18n/locales.ts";
import { berlinDayAndTime } from "#app/shared/berlin-time.ts";
import { formatDay } from "../documents/words.ts";
import { escapeHtml as e } from "../html.ts";
import { layout, type SiteAssets } from "../offers/public-page.ts";
import { card, contactLine } from "../offers/public-page-offer.ts";
import { DIETS } from "./schema.ts";
import type { FieldProblem, HeadcountField, HeadcountForm } from "./input.ts";
import type { HeadcountPage } from "./store.ts";
import { catalogueEvent } from "#app/shared/event-catalogue.ts";
import { headcountPath } from "./paths.ts";
import { headcountWords } from "./words.ts";

export interface HeadcountView {
  page: HeadcountPage;
  token: string;
  language: Locale;
  answered?: boolean;
  form?: { values: HeadcountForm; problems: Partial<Record<HeadcountField, FieldProblem>> };
  /** A refusal not about the form's own fields (an address that already answered). */
  notice?: string;
}

const inputClass =
  "mt-1 block min-h-11 w-full rounded-xl border border-ink/30 bg-white px-3 py-2 text-base aria-[invalid=true]:border-accent-strong";
const legendClass = "font-semibold";

function dateTime(at: Date, language: Locale): string {
  const { day, time } = berlinDayAndTime(at);
  return headcountWords[language].when(formatDay(day, language), time);
}

function form(view: HeadcountView): string {
  const w = headcountWords[view.language];
  const values = view.form?.values ?? {};
  const problems = view.form?.problems ?? {};
  const first = (Object.keys(problems) as HeadcountField[])[0];
  const error = (field: HeadcountField) =>
    problems[field]
      ? `<p id="${field}-error" class="mt-1 text-sm font-semibold text-accent-strong" data-error-for="${field}">${e(field === "email" && view.notice ? view.notice : w.problems[problems[field]!])}</p>`
      : "";
  const attrs = (field: HeadcountField, hint?: string) => {
    const described = [hint, problems[field] ? `${field}-error` : undefined].filter(Boolean);
    return `${described.length ? ` aria-describedby="${described.join(" ")}"` : ""}${problems[field] ? ` aria-invalid="true"${first === field ? " autofocus" : ""}` : ""}`;
  };
  const radio = (field: HeadcountField, value: string, label: string) =>
    `<label class="flex min-h-11 items-center gap-3"><input type="radio" name="${field}" value="${value}" class="size-6 shrink-0 accent-spree"${values[field] === value ? " checked" : ""}${attrs(field)}><span>${e(label)}</span></label>`;
  const { needs } = view.page;
  const diet = needs.diet
    ? `<div><label for="diet" class="${legendClass}">${e(w.diet)}</label><p id="diet-hint" class="text-sm text-ink-soft">${e(w.onlyIfAttending)}</p><select id="diet" name="diet" class="${inputClass}"${attrs("diet", "diet-hint")}><option value="">–</option>${DIETS.map((d) => `<option value="${d}"${values.diet === d ? " selected" : ""}>${e(w.diets[d])}</option>`).join("")}</select>${error("diet")}</div>
<div><label for="dietNote" class="${legendClass}">${e(w.dietNote)}</label><p id="dietNote-hint" class="text-sm text-ink-soft">${e(w.dietNoteHint)}</p><input id="dietNote" name="dietNote" maxlength="200" class="${inputClass}" value="${e(values.dietNote ?? "")}"${attrs("dietNote", "dietNote-hint")}>${error("dietNote")}</div>`
    : "";
  const waiver = needs.waiver
    ? `<div class="rounded-xl border border-ink/15 bg-sand/60 p-4"><h2 class="text-lg font-bold">${e(w.waiverHeading)}</h2><p class="mt-1 text-sm">${e(w.waiverText)}</p>
<div class="mt-3 flex items-start gap-3"><input id="waiver" name="waiver" type="checkbox" value="yes" class="mt-1 size-6 shrink-0 accent-spree"${values.waiver === "yes" ? " checked" : ""}${attrs("waiver")}><label for="waiver">${e(w.waiverCheck)}</label></div>${error("waiver")}</div>`
    : "";
  return `${first ? `<p class="mt-4 font-semibold text-accent-strong" role="alert">${e(view.notice ?? w.errorSummary)}</p>` : ""}
<form method="post" action="${headcountPath(view.token, view.language)}" class="mt-6 flex flex-col gap-5" novalidate data-testid="headcount-form">
<div><label for="name" class="${legendClass}">${e(w.name)}</label><input id="name" name="name" autocomplete="name" maxlength="100" required class="${inputClass}" value="${e(values.name ?? "")}"${attrs("name")}>${error("name")}</div>
<div><label for="email" class="${legendClass}">${e(w.email)}</label><p id="email-hint" class="text-sm text-ink-soft">${e(w.emailHint)}</p><input id="email" name="email" type="email" autocomplete="email" maxlength="254" required class="${inputClass}" value="${e(values.email ?? "")}"${attrs("email", "email-hint")}>${error("email")}</div>
<fieldset><legend class="${legendClass}">${e(w.attending)}</legend>${radio("attending", "yes", w.yes)}${radio("attending", "no", w.no)}${error("attending")}</fieldset>
<fieldset><legend class="${legendClass}">${e(w.guide)}</legend><p class="text-sm text-ink-soft">${e(w.onlyIfAttending)}</p>${radio("guide", "de", w.guideDe)}${radio("guide", "en", w.guideEn)}${error("guide")}</fieldset>
${diet}${waiver}
<p class="text-sm text-ink-soft">${e(w.privacy)} <a class="font-medium text-spree underline underline-offset-2" href="${localizePath("/privacy", view.language)}">${e(w.privacyLink)}</a></p>
<div><button type="submit" class="btn-accent">${e(w.submit)}</button></div></form>`;
}

export function renderHeadcountPage(view: HeadcountView, assets: SiteAssets): string {
  const w = headcountWords[view.language];
  const { page } = view;
  const when = page.eventDate
    ? w.when(formatDay(page.eventDate, view.language), page.startTime)
    : "";
  let body: string;
  if (page.state === "cancelled") {
    body = `<h2 class="text-2xl font-bold">${e(w.cancelledTitle)}</h2><p class="mt-2">${e(w.cancelledBody)}</p>${contactLine(view.language)}`;
  } else if (page.state === "closed") {
    body = `<h2 class="text-2xl font-bold">${e(w.closedTitle)}</h2><p class="mt-2">${e(w.closedBody(page.closesAt ? dateTime(page.closesAt, view.language) : ""))}</p>${contactLine(view.language)}`;
  } else if (view.answered) {
    body = `<div role="status"><h2 class="text-2xl font-bold">${e(w.thanksTitle)}</h2><p class="mt-2">${e(w.thanksBody)}</p></div><p class="mt-4"><a class="inline-flex min-h-11 items-center font-medium text-spree underline underline-offset-2" href="${headcountPath(view.token, view.language)}">${e(w.another)}</a></p>`;
  } else {
    body = `<p>${e(w.intro)}</p>${page.closesAt ? `<p class="mt-2 text-sm font-semibold">${e(w.closesAt(dateTime(page.closesAt, view.language)))}</p>` : ""}${form(view)}`;
  }
  const other: Locale = view.language === "de" ? "en" : "de";
  // The catalogue's title in the page's language; the booking's own (the offer's) otherwise.
  const titles = page.events.map(
    (event) => (event.slug && catalogueEvent(event.slug)?.[view.language].title) || event.title,
  );
  return layout({
    language: view.language,
    title: w.title,
    assets,
    switchTo: headcountPath(view.token, other),
    switchLabel: w.otherLanguage,
    body: `<section class="${card}" aria-labelledby="headcount-heading" data-headcount="${view.answered && page.state === "open" ? "answered" : page.state}">
<h1 id="headcount-heading" class="text-3xl font-bold tracking-tight">${e(w.title)}</h1>
<p class="mt-2 text-lg font-semibold">${e(titles.join(" · "))}</p>${when ? `<p class="text-ink-soft">${e(when)}</p>` : ""}
<div class="mt-6">${body}</div></section>`,
  });
}
