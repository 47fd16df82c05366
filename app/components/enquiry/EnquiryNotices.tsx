/**
 * The boxes the form shows after an attempt: the error summary (links to the fields), the
 * confirmation after success, and the failure message with phone and e-mail. Each takes
 * focus when it appears (tabIndex -1), so keyboard and screen-reader users land on it.
 */
import { forwardRef } from "react";
import { ENQUIRY_FIELDS, type EnquiryField } from "#app/shared/enquiry/rules.ts";
import type { EnquiryFormText } from "#app/i18n/dictionary/enquiry.ts";
import { fieldId } from "./Field";
import { StrokeIcon } from "../ui/icons";
import type { TaxRegime } from "#app/shared/money/tax.ts";

export interface ContactFacts {
  phone: { display: string; href: string };
  email: { display: string; href: string };
  /** The agency's tax setting as the page was rendered with (the estimate's wording). */
  taxRegime: TaxRegime;
}

export const ErrorSummary = forwardRef<
  HTMLDivElement,
  { text: EnquiryFormText; messages: Partial<Record<EnquiryField, string>> }
>(function ErrorSummary({ text, messages }, ref) {
  const fields = ENQUIRY_FIELDS.filter((field) => messages[field]);
  return (
    <div
      ref={ref}
      tabIndex={-1}
      aria-labelledby="enquiry-error-summary-heading"
      data-testid="enquiry-error-summary"
      className="rounded-xl border-2 border-red-700 bg-red-50 p-5 outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700"
    >
      <h3 id="enquiry-error-summary-heading" className="text-lg font-bold text-red-900">
        {text.errors.summary}
      </h3>
      <ul className="mt-2 grid gap-1">
        {fields.map((field) => (
          <li key={field}>
            <a
              href={`#${fieldId(field)}`}
              className="inline-flex min-h-11 items-center font-medium text-red-900 underline underline-offset-2 sm:min-h-8"
              onClick={(event) => {
                event.preventDefault();
                const control = document.getElementById(fieldId(field));
                control?.focus();
                control?.scrollIntoView({ block: "center" });
              }}
            >
              {messages[field]}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
});

export const SuccessNotice = forwardRef<HTMLDivElement, { text: EnquiryFormText; email: string }>(
  function SuccessNotice({ text, email }, ref) {
    const [before, after = ""] = text.success.text.split("{email}");
    return (
      <div
        ref={ref}
        tabIndex={-1}
        role="status"
        data-testid="enquiry-success"
        className="flex gap-3 rounded-xl border border-spree/30 bg-spree-soft p-5 outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-spree"
      >
        <StrokeIcon className="mt-0.5 size-6 shrink-0 text-spree" strokeWidth={2.2} roundJoins>
          <circle cx="12" cy="12" r="10" />
          <path d="m7.5 12.5 3 3 6-6.5" />
        </StrokeIcon>
        <div>
          <h3 className="text-lg font-bold text-ink">{text.success.heading}</h3>
          <p className="mt-1 text-ink-soft">
            {before}
            <strong className="font-semibold break-words text-ink">{email}</strong>
            {after}
          </p>
        </div>
      </div>
    );
  },
);

export const FailureNotice = forwardRef<
  HTMLDivElement,
  { text: EnquiryFormText; message: string; contact: ContactFacts }
>(function FailureNotice({ text, message, contact }, ref) {
  const [beforePhone, rest = ""] = text.failure.fallback.split("{phone}");
  const [between, afterEmail = ""] = rest.split("{email}");
  const link = "font-semibold whitespace-nowrap text-red-900 underline underline-offset-2";
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      data-testid="enquiry-failure"
      className="rounded-xl border-2 border-red-700 bg-red-50 p-5 outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700"
    >
      <h3 className="text-lg font-bold text-red-900">{text.failure.heading}</h3>
      <p className="mt-1 text-ink">{message}</p>
      <p className="mt-2 text-ink">
        {beforePhone}
        <a href={contact.phone.href} className={link}>
          {contact.phone.display}
        </a>
        {between}
        <a href={contact.email.href} className={`${link} break-words whitespace-normal`}>
          {contact.email.display}
        </a>
        {afterEmail}
      </p>
    </div>
  );
});
