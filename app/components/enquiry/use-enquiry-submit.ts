/**
 * The enquiry form's submit state machine: check the fields with the shared schema, show
 * what is wrong, send once (a double click sends once, a changed form is a new
 * submission with a new idempotency key), then report success or why it failed. The
 * validator and the sending code load on first use (`preloadEnquiryModules`).
 */
import { useEffect, useRef, useState } from "react";
import type { EnquiryFormText } from "#app/i18n/dictionary/enquiry.ts";
import { errorMessage, formFieldOf } from "#app/shared/enquiry/errors.ts";
import {
  LIMITS,
  OTHER_EVENT,
  type EnquiryErrorCode,
  type EnquiryField,
} from "#app/shared/enquiry/rules.ts";
import type { Locale } from "../../i18n/locales";
import type { SendOutcome } from "../../lib/enquiry-submit";
import { toast } from "../ui/toast-store";

export type Messages = Partial<Record<EnquiryField, string>>;

export type Notice =
  | { kind: "none" }
  | { kind: "invalid" }
  | { kind: "success"; email: string }
  | { kind: "failure"; reason: Exclude<SendOutcome, { ok: true }>["reason"] };

const loadChecks = () => import("#app/shared/enquiry/schema.ts");
const loadSender = () => import("../../lib/enquiry-submit");

/** Starts both downloads; repeated calls reuse the browser's module cache. */
export function preloadEnquiryModules() {
  void loadChecks();
  void loadSender();
}

export function useEnquirySubmit({
  text,
  locale,
  formRef,
  onSent,
}: {
  text: EnquiryFormText;
  locale: Locale;
  formRef: React.RefObject<HTMLFormElement | null>;
  /** After a successful send, when the form is cleared. */
  onSent: () => void;
}) {
  const noticeRef = useRef<HTMLDivElement>(null);
  const [messages, setMessages] = useState<Messages>({});
  const [notice, setNotice] = useState<Notice>({ kind: "none" });
  const [sending, setSending] = useState(false);
  // Refs, not state: a second click in the same tick must already see them.
  const busyRef = useRef(false);
  const keyRef = useRef<string | null>(null);
  const interactiveSince = useRef(0);

  useEffect(() => {
    interactiveSince.current = performance.now();
  }, []);

  useEffect(() => {
    if (notice.kind !== "none") noticeRef.current?.focus();
  }, [notice]);

  async function check(form: HTMLFormElement) {
    const { validate, enquiryFieldsSchema, fieldsFromForm } = await loadChecks();
    const data = new FormData(form);
    return validate(
      enquiryFieldsSchema,
      fieldsFromForm(
        (name) => data.get(name) as string | null,
        (name) => data.getAll(name) as string[],
      ),
    );
  }

  function messagesFor(errors: Record<string, EnquiryErrorCode>): Messages {
    const out: Messages = {};
    for (const [key, code] of Object.entries(errors)) {
      const field = formFieldOf(key);
      if (field) out[field] ??= errorMessage(text, field, code);
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
    const { eventOther, event: _first, ...fields } = result.data;
    const outcome = await sendEnquiry(
      {
        ...fields,
        ...(fields.events.includes(OTHER_EVENT) && eventOther ? { eventOther } : {}),
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
      onSent();
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

  return { messages, notice, noticeRef, sending, onSubmit, onChange };
}
