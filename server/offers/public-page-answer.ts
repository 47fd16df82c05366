/**
 * The answer part of the public offer page: the two buttons (accept, decline), the accept
 * form with its errors, and the box of an offer already answered or no longer open.
 */
import { localizePath } from "#app/i18n/paths.ts";
import { formatCents, formatDay } from "../documents/words.ts";
import { berlinDayAndTime } from "#app/shared/berlin-time.ts";
import { escapeHtml as e } from "../html.ts";
import { type AcceptField, text } from "./public-page-words.ts";
import {
  type AcceptFormState,
  type OfferView,
  card,
  contactLine,
  maskEmail,
  offerBase,
} from "./public-page-offer.ts";

function fieldError(id: string, message: string | undefined): string {
  return message
    ? `<p id="${id}-error" class="mt-1 text-sm font-semibold text-accent-strong">${e(message)}</p>`
    : "";
}

const inputClass =
  "mt-1 block min-h-11 w-full rounded-xl border border-ink/30 bg-white px-3 py-2 text-base aria-[invalid=true]:border-accent-strong";

export function acceptForm(view: OfferView, state: AcceptFormState): string {
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
${state.capped ? contactLine(view.language) : ""}
${first ? `<p class="mt-2 font-semibold text-accent-strong" role="alert">${e(t.errors.errorSummary)}</p>` : ""}
<form method="post" action="${base}/accept" class="mt-4 flex flex-col gap-5" novalidate>
<div><label for="name" class="font-semibold">${e(t.name)}</label><input id="name" name="name" autocomplete="name" maxlength="120" required class="${inputClass}" value="${e(state.values.name)}"${attrs("name")}>${fieldError("name", state.errors.name)}</div>
<div><label for="position" class="font-semibold">${e(t.position)}</label><p id="position-hint" class="text-sm text-ink-soft">${e(t.positionHint)}</p><input id="position" name="position" autocomplete="organization-title" maxlength="120" required class="${inputClass}" value="${e(state.values.position)}"${attrs("position")}>${fieldError("position", state.errors.position)}</div>
<div><div class="flex items-start gap-3"><input id="termsAccepted" name="termsAccepted" type="checkbox" value="yes" required class="mt-1 size-6 shrink-0 accent-spree"${state.values.termsAccepted ? " checked" : ""}${attrs("termsAccepted")}><label for="termsAccepted">${e(t.termsCheck)}</label></div>
<p class="mt-1 pl-9 text-sm"><a class="inline-flex min-h-6 items-center font-medium text-spree underline underline-offset-2" href="${localizePath("/terms", view.language)}">${e(t.termsLink)}</a></p>${fieldError("termsAccepted", state.errors.termsAccepted)}</div>
<div><label for="code" class="font-semibold">${e(t.code)}</label><p id="code-hint" class="text-sm text-ink-soft">${e(t.codeHint)}</p><input id="code" name="code" inputmode="numeric" autocomplete="one-time-code" pattern="[0-9]{6}" maxlength="6" required class="${inputClass} max-w-40 tracking-widest"${attrs("code")}>${fieldError("code", state.errors.code)}</div>
<div class="flex flex-wrap items-center gap-3"><button type="submit" class="btn-accent">${e(t.submitAccept(formatCents(view.document.totals.grossCents, view.language)))}</button></div>
</form>
${state.capped ? "" : `<form method="post" action="${base}/code" class="mt-4"><button type="submit" class="btn-outline">${e(t.newCode)}</button></form>`}
<p class="mt-4"><a class="inline-flex min-h-11 items-center font-medium text-spree underline underline-offset-2" href="${base}">${e(t.back)}</a></p>
</section>`;
}

export function answerButtons(view: OfferView): string {
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

/** The deposit still to pay after acceptance: amount, account, reference and its GiroCode. */
function depositBox(view: OfferView): string {
  const open = view.openDeposit;
  if (!open) return "";
  const t = text[view.language].deposit;
  const money = formatCents(open.openCents, view.language);
  const iban = open.iban.replace(/(.{4})(?=.)/g, "$1 ");
  return `<div class="mt-6 flex flex-col gap-4 border-t border-ink/10 pt-6 sm:flex-row sm:items-start" data-testid="deposit-payment">
<div role="img" aria-label="${e(t.qrLabel)}" class="w-40 shrink-0 bg-white p-2">${open.qrSvg}</div>
<div><h3 class="text-lg font-bold">${e(t.heading)}</h3>
<p class="mt-1">${e(t.body(open.number, money, formatDay(open.dueDate, view.language)))}</p>
<dl class="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm"><dt class="text-ink-soft">${e(t.recipient)}</dt><dd>${e(open.name)}</dd><dt class="text-ink-soft">IBAN</dt><dd class="tabular-nums">${e(iban)}</dd><dt class="text-ink-soft">BIC</dt><dd>${e(open.bic)}</dd><dt class="text-ink-soft">${e(t.reference)}</dt><dd>${e(open.number)}</dd></dl>
<p class="mt-2 text-sm text-ink-soft">${e(t.scan)}</p></div>
</div>`;
}

export function statusBox(view: OfferView): string {
  const t = text[view.language];
  const s = t.status;
  const base = offerBase(view.token, view.language);
  const box = (title: string, body: string, extra = "") =>
    `<section class="${card} mt-6 border-spree/30" aria-labelledby="status-heading"><h2 id="status-heading" class="text-2xl font-bold">${e(title)}</h2><p class="mt-2">${e(body)}</p>${extra}</section>`;
  switch (view.status) {
    case "accepted": {
      const at = view.acceptance
        ? berlinDayAndTime(view.acceptance.acceptedAt)
        : { day: view.document.issueDate, time: "" };
      return box(
        s.accepted.title,
        s.accepted.body(view.acceptance?.name ?? "", formatDay(at.day, view.language), at.time),
        `<p class="mt-4"><a class="btn-accent" href="${base}/pdf?copy=accepted" download>${e(t.downloadAccepted)}</a></p>${depositBox(view)}`,
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
      return view.newer
        ? box(
            s.replaced.title,
            s.replaced.linked(view.newer.number),
            `<p class="mt-4"><a class="btn-accent" href="${e(view.newer.href)}">${e(s.replaced.open(view.newer.number))}</a></p>${contactLine(view.language)}`,
          )
        : box(s.replaced.title, s.replaced.body, contactLine(view.language));
    case "withdrawn":
      return box(s.withdrawn.title, s.withdrawn.body, contactLine(view.language));
    default:
      return "";
  }
}
