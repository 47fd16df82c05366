/**
 * The enquiry form on /contact and /en/contact. A real <form method="post"> that works
 * without JavaScript (the server answers with a page); once hydrated it validates with
 * the server's own schema, shows errors beside the fields and in a summary that takes
 * focus, and sends JSON with an idempotency key. Fields are uncontrolled, so nothing typed
 * is ever reset by a render: only a successful send clears the form.
 *
 * The validator (zod/mini) and the sending code (API client, TanStack Query) are loaded
 * when the visitor first enters the form, not with the page.
 */
import { useRef, useState } from "react";
import type { EnquiryFormText } from "#app/i18n/dictionary/enquiry.ts";
import type { EventChoice, Preset } from "../../lib/enquiry-events";
import { useHydrated } from "../../lib/hydrated";
import { localeSettings, type Locale } from "../../i18n/locales";
import { localizePath } from "../../i18n/paths";
import { StrokeIcon } from "../ui/icons";
import { EnquiryFields } from "./EnquiryFields";
import { ErrorSummary, FailureNotice, SuccessNotice, type ContactFacts } from "./EnquiryNotices";
import { preloadEnquiryModules, useEnquirySubmit } from "./use-enquiry-submit";
import { useChosenEvents } from "./use-chosen-events";
import { PARTICIPANTS_MAX, PARTICIPANTS_MIN } from "#app/shared/enquiry/rules.ts";

export interface EnquiryFormProps {
  text: EnquiryFormText;
  events: EventChoice[];
  locale: Locale;
  contact: ContactFacts;
  /** Events chosen by the address, on a page the server derived for `?event=…`. */
  preset?: Preset;
}

/** The group size typed so far, when it is one the form accepts. */
function groupSize(value: string): number | null {
  const n = /^\d{1,4}$/.test(value.trim()) ? Number(value) : NaN;
  return n >= PARTICIPANTS_MIN && n <= PARTICIPANTS_MAX ? n : null;
}

export function EnquiryForm({ text, events, locale, contact, preset }: EnquiryFormProps) {
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const choice = useChosenEvents(events, preset, formRef);
  const [participants, setParticipants] = useState<number | null>(null);
  const { messages, notice, noticeRef, sending, onSubmit, onChange } = useEnquirySubmit({
    text,
    locale,
    formRef,
    onSent: choice.clear,
  });

  const failureText = {
    network: text.failure.network,
    server: text.failure.server,
    rateLimited: text.failure.rateLimited,
    invalid: text.failure.invalid,
  };
  const options = events.filter((event) => event.listed);

  return (
    <form
      ref={formRef}
      method="post"
      action={localizePath("/contact", locale)}
      noValidate={hydrated}
      onSubmit={onSubmit}
      onChange={onChange}
      onInput={(event) => {
        const target = event.target as HTMLInputElement;
        if (target.name === "participants") setParticipants(groupSize(target.value));
      }}
      onFocus={preloadEnquiryModules}
      onPointerEnter={preloadEnquiryModules}
      aria-describedby="enquiry-required-note"
      className="group/enquiry relative mt-6 grid gap-5 sm:grid-cols-2"
      data-testid="enquiry-form"
    >
      <div className="empty:hidden sm:col-span-2">
        {notice.kind === "invalid" && Object.keys(messages).length > 0 && (
          <ErrorSummary ref={noticeRef} text={text} messages={messages} />
        )}
        {notice.kind === "success" && (
          <SuccessNotice ref={noticeRef} text={text} email={notice.email} />
        )}
      </div>

      <p id="enquiry-required-note" className="-mt-2 text-sm text-ink-soft sm:col-span-2">
        {text.requiredNote}
      </p>

      <EnquiryFields
        text={text}
        messages={messages}
        options={options}
        events={events}
        picker={{ ...choice, hydrated, participants }}
        otherText={preset?.otherText ?? ""}
        intl={localeSettings[locale].intl}
        taxRegime={contact.taxRegime}
        privacyHref={localizePath("/privacy", locale)}
      />

      {/* The honeypot: off-screen and hidden from assistive technology; people leave it
          empty, form-filling bots do not (decision 0021). No other field has
          autocomplete="off": it would stop the browser restoring the field on "back". */}
      <div aria-hidden="true" className="absolute -left-[10000px] top-0 h-px w-px overflow-hidden">
        <label htmlFor="enquiry-website">{text.honeypot}</label>
        <input id="enquiry-website" name="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>

      <div className="grid gap-4 sm:col-span-2">
        {notice.kind === "failure" && (
          <FailureNotice
            ref={noticeRef}
            text={text}
            message={failureText[notice.reason]}
            contact={contact}
          />
        )}
        <button
          type="submit"
          className="btn-accent w-full disabled:cursor-progress disabled:opacity-80 sm:w-auto sm:justify-self-start"
          disabled={sending}
          data-testid="enquiry-submit"
        >
          {sending && (
            <StrokeIcon
              className="size-5 animate-spin motion-reduce:animate-none"
              strokeWidth={2.5}
            >
              <path d="M12 3a9 9 0 1 1-9 9" />
            </StrokeIcon>
          )}
          {sending ? text.sending : text.submit}
        </button>
      </div>
    </form>
  );
}
