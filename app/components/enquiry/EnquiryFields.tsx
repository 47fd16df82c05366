/**
 * The enquiry form's fields, rendered in the order ENQUIRY_FIELDS declares (which the
 * error summary follows too). Each field's spec says what it needs besides its label and
 * error: whether it is required, its hint, its layout and its control.
 */
import type { EnquiryFormText } from "#app/i18n/dictionary/enquiry.ts";
import {
  ENQUIRY_FIELDS,
  LIMITS,
  PARTICIPANTS_MAX,
  PARTICIPANTS_MIN,
  type EnquiryField,
} from "#app/shared/enquiry/rules.ts";
import type { EventChoice } from "../../lib/enquiry-events";
import { ChosenEvents, EventSelect, type Picker } from "./EventPicker";
import { SolidIcon } from "../ui/icons";
import { Fragment } from "react";
import type { TaxRegime } from "#app/shared/money/tax.ts";
import { controlProps, Field, fieldId, FieldError, inputClass } from "./Field";
import type { Messages } from "./use-enquiry-submit";

type ControlProps = ReturnType<typeof controlProps>;

interface FieldContext {
  text: EnquiryFormText;
  options: EventChoice[];
  picker: Picker;
  /** Free text for "other" that came with the link (pages derived on the server). */
  otherText: string;
}

interface FieldSpec {
  required?: boolean;
  hint?: (text: EnquiryFormText) => string;
  /** False for the pair of fields without hints (see Field). */
  alignWithNeighbour?: boolean;
  className?: string;
  extra?: (text: EnquiryFormText) => React.ReactNode;
  control: (props: ControlProps, context: FieldContext) => React.ReactNode;
}

const selectClass = `${inputClass} appearance-none bg-[url('data:image/svg+xml,%3Csvg%20xmlns=%22http://www.w3.org/2000/svg%22%20viewBox=%220%200%2020%2020%22%20fill=%22%2313212e%22%3E%3Cpath%20d=%22M5.5%207.5%2010%2012l4.5-4.5%22%20stroke=%22%2313212e%22%20stroke-width=%221.8%22%20fill=%22none%22/%3E%3C/svg%3E')] bg-[length:1.25rem] bg-[right_0.75rem_center] bg-no-repeat pr-10`;

const fieldSpecs: Record<Exclude<EnquiryField, "privacy">, FieldSpec> = {
  name: {
    required: true,
    alignWithNeighbour: false,
    control: (props) => (
      <input
        {...props}
        className={inputClass}
        type="text"
        autoComplete="name"
        required
        maxLength={LIMITS.name}
      />
    ),
  },
  company: {
    required: true,
    alignWithNeighbour: false,
    control: (props) => (
      <input
        {...props}
        className={inputClass}
        type="text"
        autoComplete="organization"
        required
        maxLength={LIMITS.company}
      />
    ),
  },
  email: {
    required: true,
    hint: (text) => text.hints.email,
    control: (props) => (
      <input
        {...props}
        className={inputClass}
        type="email"
        inputMode="email"
        autoComplete="email"
        spellCheck={false}
        required
        maxLength={LIMITS.email}
      />
    ),
  },
  phone: {
    hint: (text) => text.hints.phone,
    control: (props) => (
      <input
        {...props}
        className={inputClass}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        maxLength={LIMITS.phone}
      />
    ),
  },
  participants: {
    required: true,
    hint: (text) => text.hints.participants,
    extra: (text) => (
      <details className="group/why text-sm text-ink-soft">
        <summary className="inline-flex min-h-11 cursor-pointer list-none items-center gap-1.5 font-medium text-spree underline-offset-2 hover:underline [&::-webkit-details-marker]:hidden">
          <SolidIcon className="size-4 shrink-0">
            <path d="M10 1.5a8.5 8.5 0 1 0 0 17 8.5 8.5 0 0 0 0-17Zm-.9 7.3h1.8v5.9H9.1V8.8Zm0-3.2h1.8v1.8H9.1V5.6Z" />
          </SolidIcon>
          {text.hints.participantsInfoLabel}
        </summary>
        <p className="mt-1">{text.hints.participantsInfo}</p>
      </details>
    ),
    control: (props) => (
      <input
        {...props}
        className={inputClass}
        type="number"
        inputMode="numeric"
        min={PARTICIPANTS_MIN}
        max={PARTICIPANTS_MAX}
        step={1}
        required
      />
    ),
  },
  event: {
    required: true,
    control: (props, { text, options, picker }) => (
      <EventSelect
        props={props}
        className={selectClass}
        text={text}
        options={options}
        picker={picker}
      />
    ),
  },
  eventOther: {
    // Shown by CSS alone while "other" is chosen (in the select or the list), so it works
    // without JavaScript too.
    className:
      "hidden sm:col-span-2 group-has-[option[value=other]:checked]/enquiry:grid group-has-[[name=events][value=other]]/enquiry:grid",
    control: (props, { otherText }) => (
      <input
        {...props}
        className={inputClass}
        type="text"
        maxLength={LIMITS.eventOther}
        defaultValue={otherText || undefined}
      />
    ),
  },
  date: {
    hint: (text) => text.hints.date,
    className: "sm:col-span-2",
    control: (props) => (
      <input {...props} className={inputClass} type="text" maxLength={LIMITS.date} />
    ),
  },
  message: {
    hint: (text) => text.hints.message.replace("{max}", String(LIMITS.message)),
    className: "sm:col-span-2",
    control: (props) => (
      <textarea
        {...props}
        className={`${inputClass} min-h-32 resize-y`}
        rows={5}
        maxLength={LIMITS.message}
      />
    ),
  },
};

export function EnquiryFields({
  text,
  messages,
  options,
  events,
  picker,
  otherText,
  intl,
  taxRegime,
  privacyHref,
}: {
  text: EnquiryFormText;
  messages: Messages;
  /** The select's events, in order. */
  options: EventChoice[];
  /** Every event the form knows, for the estimate. */
  events: readonly EventChoice[];
  picker: Picker;
  otherText: string;
  /** The page language's Intl tag, for the estimate's figures. */
  intl: string;
  /** The agency's tax setting the page was rendered with. */
  taxRegime: TaxRegime;
  privacyHref: string;
}) {
  const adding = picker.chosen.length > 0;
  return ENQUIRY_FIELDS.map((field) => {
    if (field === "privacy")
      return <PrivacyField key={field} text={text} error={messages.privacy} href={privacyHref} />;
    const spec = fieldSpecs[field];
    const error = messages[field];
    const frame = (
      <Field
        key={field}
        field={field}
        label={field === "event" && adding ? text.addEvent : text.labels[field]}
        required={field === "event" ? !adding : spec.required}
        hint={spec.hint?.(text)}
        error={error}
        extra={spec.extra?.(text)}
        className={spec.className}
        alignWithNeighbour={spec.alignWithNeighbour}
      >
        {spec.control(controlProps(field, spec.hint !== undefined, error), {
          text,
          options,
          picker,
          otherText,
        })}
      </Field>
    );
    if (field !== "event") return frame;
    return (
      <Fragment key={field}>
        {frame}
        <ChosenEvents
          text={text}
          events={events}
          picker={picker}
          intl={intl}
          taxRegime={taxRegime}
          focusSelect={() => document.getElementById(fieldId("event"))?.focus()}
        />
      </Fragment>
    );
  });
}

/** The consent checkbox: its label holds a link, so it sits beside the box, not above. */
function PrivacyField({
  text,
  error,
  href,
}: {
  text: EnquiryFormText;
  error: string | undefined;
  href: string;
}) {
  const [before, after = ""] = text.labels.privacy.split("{link}");
  return (
    <div className="grid gap-1.5 sm:col-span-2">
      <div className="flex items-start gap-3">
        <input
          {...controlProps("privacy", false, error)}
          type="checkbox"
          value="on"
          required
          className="mt-3 size-5 shrink-0 cursor-pointer accent-spree"
        />
        <label htmlFor="enquiry-privacy" className="cursor-pointer py-2 text-ink">
          {before}
          <a
            href={href}
            target="_blank"
            rel="noopener"
            className="font-medium text-spree underline underline-offset-2"
          >
            {text.privacyLink}
          </a>
          {after}
          <span aria-hidden="true" className="ml-0.5 text-accent">
            *
          </span>
        </label>
      </div>
      <FieldError field="privacy" error={error} />
    </div>
  );
}
