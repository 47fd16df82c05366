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
import { useEffect, useRef, useState } from "react";
import { errorMessage } from "#app/shared/enquiry/errors.ts";
import { preselect, type EventChoice } from "../../lib/enquiry-events";
import {
  LIMITS,
  OTHER_EVENT,
  PARTICIPANTS_MAX,
  PARTICIPANTS_MIN,
  type EnquiryErrorCode,
  type EnquiryField,
} from "#app/shared/enquiry/rules.ts";
import type { EnquiryFormText } from "#app/i18n/dictionary/enquiry.ts";
import type { SendOutcome } from "../../lib/enquiry-submit";
import { useBrowserSearch, useHydrated } from "../../lib/hydrated";
import type { Locale } from "../../i18n/locales";
import { localizePath } from "../../i18n/paths";
import { toast } from "../ui/toast-store";
import { controlProps, Field, FieldError, inputClass } from "./Field";
import { ErrorSummary, FailureNotice, SuccessNotice, type ContactFacts } from "./EnquiryNotices";
import { SolidIcon, StrokeIcon } from "../ui/icons";

type Messages = Partial<Record<EnquiryField, string>>;

const loadChecks = () => import("#app/shared/enquiry/schema.ts");
const loadSender = () => import("../../lib/enquiry-submit");
/** Starts both downloads; repeated calls reuse the browser's module cache. */
function preload() {
  void loadChecks();
  void loadSender();
}
type Notice =
  | { kind: "none" }
  | { kind: "invalid" }
  | { kind: "success"; email: string }
  | { kind: "failure"; reason: Exclude<SendOutcome, { ok: true }>["reason"] };

export interface EnquiryFormProps {
  text: EnquiryFormText;
  events: EventChoice[];
  locale: Locale;
  contact: ContactFacts;
}

export function EnquiryForm({ text, events, locale, contact }: EnquiryFormProps) {
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const [messages, setMessages] = useState<Messages>({});
  const [notice, setNotice] = useState<Notice>({ kind: "none" });
  const [sending, setSending] = useState(false);
  const [extraEvent, setExtraEvent] = useState<EventChoice>();
  // Refs, not state: a second click in the same tick must already see them.
  const busyRef = useRef(false);
  const keyRef = useRef<string | null>(null);
  const interactiveSince = useRef(0);
  const eventParam = new URLSearchParams(useBrowserSearch()).get("event");

  useEffect(() => {
    interactiveSince.current = performance.now();
  }, []);

  // ?event= pre-selects (after hydration: the prerendered page has no query), unless the
  // visitor already chose something.
  const preset = preselect(eventParam, events);
  useEffect(() => {
    setExtraEvent(preset.extra);
    const form = formRef.current;
    const select = form?.elements.namedItem("event") as HTMLSelectElement | null;
    const other = form?.elements.namedItem("eventOther") as HTMLInputElement | null;
    if (!select || select.value !== "") return;
    // Applied after the extra option has rendered.
    requestAnimationFrame(() => {
      select.value = preset.value;
      if (other && preset.otherText && other.value === "") other.value = preset.otherText;
    });
    // eventParam identifies the preset; events never change on a page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [eventParam]);

  useEffect(() => {
    if (notice.kind !== "none") noticeRef.current?.focus();
  }, [notice]);

  async function check(form: HTMLFormElement) {
    const { validate, enquiryFieldsSchema, fieldsFromForm } = await loadChecks();
    const data = new FormData(form);
    return validate(
      enquiryFieldsSchema,
      fieldsFromForm((name) => data.get(name) as string | null),
    );
  }

  function messagesFor(errors: Record<string, EnquiryErrorCode>): Messages {
    const out: Messages = {};
    for (const [field, code] of Object.entries(errors)) {
      out[field as EnquiryField] = errorMessage(text, field as EnquiryField, code);
    }
    return out;
  }

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busyRef.current) return; // a double click sends once
    busyRef.current = true;
    try {
      await submit(event.currentTarget);
    } finally {
      busyRef.current = false;
      setSending(false);
    }
  }

  async function submit(form: HTMLFormElement) {
    const result = await check(form);
    if (!result.success) {
      setMessages(messagesFor(result.errors));
      setNotice({ kind: "invalid" });
      return;
    }
    setMessages({});
    setSending(true);
    const { newIdempotencyKey, sendEnquiry } = await loadSender();
    keyRef.current ??= newIdempotencyKey();
    const website = new FormData(form).get("website");
    const { eventOther, ...fields } = result.data;
    const outcome = await sendEnquiry(
      {
        ...fields,
        ...(fields.event === OTHER_EVENT && eventOther ? { eventOther } : {}),
        language: locale,
        sourcePage: `${location.pathname}${location.search}`.slice(0, LIMITS.sourcePage),
        ...(typeof website === "string" && website !== "" ? { website } : {}),
        elapsedMs: Math.round(performance.now() - interactiveSince.current),
      },
      keyRef.current,
    );
    if (outcome.ok) {
      keyRef.current = null;
      form.reset();
      setNotice({ kind: "success", email: fields.email });
      toast({ title: text.success.toastTitle, description: text.success.toastDescription });
    } else {
      setNotice({ kind: "failure", reason: outcome.reason });
    }
  }

  /** Once errors show, they follow the input; a changed form is a new submission. */
  async function onChange() {
    keyRef.current = null;
    if (notice.kind === "invalid" && formRef.current) {
      const result = await check(formRef.current);
      setMessages(result.success ? {} : messagesFor(result.errors));
    }
  }

  const failureText = {
    network: text.failure.network,
    server: text.failure.server,
    rateLimited: text.failure.rateLimited,
    invalid: text.failure.invalid,
  };
  const [privacyBefore, privacyAfter = ""] = text.labels.privacy.split("{link}");
  const listed = events.filter((choice) => choice.listed);
  const options = extraEvent ? [extraEvent, ...listed] : listed;

  return (
    <form
      ref={formRef}
      method="post"
      action={localizePath("/contact", locale)}
      noValidate={hydrated}
      onSubmit={onSubmit}
      onChange={onChange}
      onFocus={preload}
      onPointerEnter={preload}
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

      <Field
        field="name"
        label={text.labels.name}
        required
        error={messages.name}
        alignWithNeighbour={false}
      >
        <input
          {...controlProps("name", false, messages.name)}
          className={inputClass}
          type="text"
          autoComplete="name"
          required
          maxLength={LIMITS.name}
        />
      </Field>
      <Field
        field="company"
        label={text.labels.company}
        required
        error={messages.company}
        alignWithNeighbour={false}
      >
        <input
          {...controlProps("company", false, messages.company)}
          className={inputClass}
          type="text"
          autoComplete="organization"
          required
          maxLength={LIMITS.company}
        />
      </Field>
      <Field
        field="email"
        label={text.labels.email}
        required
        hint={text.hints.email}
        error={messages.email}
      >
        <input
          {...controlProps("email", true, messages.email)}
          className={inputClass}
          type="email"
          inputMode="email"
          autoComplete="email"
          spellCheck={false}
          required
          maxLength={LIMITS.email}
        />
      </Field>
      <Field field="phone" label={text.labels.phone} hint={text.hints.phone} error={messages.phone}>
        <input
          {...controlProps("phone", true, messages.phone)}
          className={inputClass}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          maxLength={LIMITS.phone}
        />
      </Field>
      <Field
        field="participants"
        label={text.labels.participants}
        required
        hint={text.hints.participants}
        error={messages.participants}
        extra={
          <details className="group/why text-sm text-ink-soft">
            <summary className="inline-flex min-h-11 cursor-pointer list-none items-center gap-1.5 font-medium text-spree underline-offset-2 hover:underline [&::-webkit-details-marker]:hidden">
              <SolidIcon className="size-4 shrink-0">
                <path d="M10 1.5a8.5 8.5 0 1 0 0 17 8.5 8.5 0 0 0 0-17Zm-.9 7.3h1.8v5.9H9.1V8.8Zm0-3.2h1.8v1.8H9.1V5.6Z" />
              </SolidIcon>
              {text.hints.participantsInfoLabel}
            </summary>
            <p className="mt-1">{text.hints.participantsInfo}</p>
          </details>
        }
      >
        <input
          {...controlProps("participants", true, messages.participants)}
          className={inputClass}
          type="number"
          inputMode="numeric"
          min={PARTICIPANTS_MIN}
          max={PARTICIPANTS_MAX}
          step={1}
          required
        />
      </Field>
      <Field field="event" label={text.labels.event} required error={messages.event}>
        <select
          {...controlProps("event", false, messages.event)}
          className={`${inputClass} appearance-none bg-[url('data:image/svg+xml,%3Csvg%20xmlns=%22http://www.w3.org/2000/svg%22%20viewBox=%220%200%2020%2020%22%20fill=%22%2313212e%22%3E%3Cpath%20d=%22M5.5%207.5%2010%2012l4.5-4.5%22%20stroke=%22%2313212e%22%20stroke-width=%221.8%22%20fill=%22none%22/%3E%3C/svg%3E')] bg-[length:1.25rem] bg-[right_0.75rem_center] bg-no-repeat pr-10`}
          required
          defaultValue=""
        >
          <option value="" disabled>
            {text.eventPlaceholder}
          </option>
          {options.map((choice) => (
            <option key={choice.title} value={choice.title}>
              {choice.title}
            </option>
          ))}
          <option value={OTHER_EVENT}>{text.eventOther}</option>
        </select>
      </Field>
      {/* Shown by CSS alone while "other" is chosen, so it works without JavaScript too. */}
      <Field
        field="eventOther"
        label={text.labels.eventOther}
        error={messages.eventOther}
        className="hidden sm:col-span-2 group-has-[option[value=other]:checked]/enquiry:grid"
      >
        <input
          {...controlProps("eventOther", false, messages.eventOther)}
          className={inputClass}
          type="text"
          maxLength={LIMITS.eventOther}
        />
      </Field>
      <Field
        field="date"
        label={text.labels.date}
        hint={text.hints.date}
        error={messages.date}
        className="sm:col-span-2"
      >
        <input
          {...controlProps("date", true, messages.date)}
          className={inputClass}
          type="text"
          maxLength={LIMITS.date}
        />
      </Field>
      <Field
        field="message"
        label={text.labels.message}
        hint={text.hints.message.replace("{max}", String(LIMITS.message))}
        error={messages.message}
        className="sm:col-span-2"
      >
        <textarea
          {...controlProps("message", true, messages.message)}
          className={`${inputClass} min-h-32 resize-y`}
          rows={5}
          maxLength={LIMITS.message}
        />
      </Field>

      <div className="grid gap-1.5 sm:col-span-2">
        <div className="flex items-start gap-3">
          <input
            {...controlProps("privacy", false, messages.privacy)}
            type="checkbox"
            value="on"
            required
            className="mt-3 size-5 shrink-0 cursor-pointer accent-spree"
          />
          <label htmlFor="enquiry-privacy" className="cursor-pointer py-2 text-ink">
            {privacyBefore}
            <a
              href={localizePath("/privacy", locale)}
              target="_blank"
              rel="noopener"
              className="font-medium text-spree underline underline-offset-2"
            >
              {text.privacyLink}
            </a>
            {privacyAfter}
            <span aria-hidden="true" className="ml-0.5 text-accent">
              *
            </span>
          </label>
        </div>
        <FieldError field="privacy" error={messages.privacy} />
      </div>

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
