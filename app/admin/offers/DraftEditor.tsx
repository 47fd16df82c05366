/**
 * The offer editor for a draft: the customer (company, contact, e-mail, address; VAT id
 * and Leitweg-ID under "Weitere Angaben"), the event (date beside the lead's wish, start,
 * duration, place, participants), the lines (LinesEditor), discount, validity, deposit and
 * intro; the totals live with the same computeTotals the server stores with, and what the
 * server answered after saving as stored. "Speichern", "Vorschau (PDF)" and "Senden …"
 * save first; leaving with unsaved changes asks (in the app and on closing the tab). The
 * server's field problems show beside their fields in the user's words and go when the
 * field changes; its warnings about the day show as a note, not a block.
 */
import { useMutation, useQuery } from "@tanstack/react-query";
import { useCallback, useEffect, useId, useMemo, useRef, useState } from "react";
import { useBlocker, useNavigate } from "react-router";
import { AdminApiError } from "../api";
import { ConfirmDialog, ConfirmQuestion } from "../components/ConfirmDialog";
import { Field, Notice, TextAreaField } from "../components/Field";
import { format, useI18n } from "../i18n";
import { localeSettings } from "../../i18n/locales";
import { computeTotals } from "../../shared/money/totals";
import type { LeadDetail } from "../leads/leads-api";
import {
  discountOf,
  draftOf,
  formKey,
  formOf,
  pricedLines,
  problemMessages,
  readMessages,
  type FormState,
  type LineState,
  type ServerProblem,
} from "./editor-state";
import { LinesEditor } from "./LinesEditor";
import { basisPointsToInput, centsToInput, parseEuros, parsePercent } from "./money-input";
import { OfferStatusBadge, useOfferFormat } from "./offer-format";
import {
  offerCalls,
  offerSettingsQuery,
  pdfHref,
  useOfferRefresh,
  type OfferDetail,
} from "./offers-api";
import { SendDialog } from "./SendDialog";

type TextKey = {
  [K in keyof FormState]: FormState[K] extends string ? K : never;
}[keyof FormState];

/** Which server path each text field of the form answers to. */
const PATHS: Partial<Record<TextKey, string>> = {
  company: "customer.company",
  contactName: "customer.contactName",
  email: "customer.email",
  street: "customer.address.street",
  postalCode: "customer.address.postalCode",
  city: "customer.address.city",
  country: "customer.address.country",
  vatId: "customer.vatId",
  buyerReference: "customer.buyerReference",
  eventDate: "eventDate",
  startTime: "startTime",
  duration: "durationMinutes",
  place: "place",
  participants: "participants",
  intro: "intro",
  validUntil: "validUntil",
  discountValue: "discount",
};

/**
 * The server's hints about the offer's day (the same event booked, a full day): a note, not
 * a block; at the top of the editor and again beside "Speichern", where it appears after
 * saving.
 */
function Warnings({ warnings, testId }: { warnings: OfferDetail["warnings"]; testId?: string }) {
  const { t } = useI18n();
  const words = t.offerEditor;
  const { day } = useOfferFormat();
  if (warnings.length === 0) return null;
  return (
    <div
      className="space-y-1 rounded-lg border border-accent/30 bg-accent-soft px-3 py-2"
      role="note"
      data-testid={testId}
    >
      <p className="font-semibold text-accent-strong">{words.warnings}</p>
      {warnings.map((warning) => (
        <p key={warning.kind}>
          {format(warning.kind === "event_booked" ? words.warningBooked : words.warningDayFull, {
            date: day(warning.date),
            count: warning.others.length,
            others: warning.others
              .map(
                (other) =>
                  `${other.number} (${other.company}${other.title ? `, ${other.title}` : ""})`,
              )
              .join("; "),
          })}
        </p>
      ))}
    </div>
  );
}

export function DraftEditor({ offer, lead }: { offer: OfferDetail; lead: LeadDetail | undefined }) {
  const { t, locale } = useI18n();
  const words = t.offerEditor;
  const { money, rate } = useOfferFormat();
  const id = useId();
  const navigate = useNavigate();
  const refresh = useOfferRefresh();
  const settings = useQuery(offerSettingsQuery);
  const [stored, setStored] = useState(offer);
  const [form, setForm] = useState(() => formOf(offer, locale));
  const [baseline, setBaseline] = useState(() => formKey(formOf(offer, locale)));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<{ kind: "error" | "success"; text: string } | null>(null);
  const [sending, setSending] = useState(false);
  const dirty = formKey(form) !== baseline;
  const leaving = useRef(false);
  const intl = localeSettings[locale].intl;

  // The form's figures follow the language of the page (decimal comma in German).
  const shownLocale = useRef(locale);
  useEffect(() => {
    const old = shownLocale.current;
    if (old === locale) return;
    shownLocale.current = locale;
    const euros = (text: string) => {
      const cents = parseEuros(text, old);
      return cents === null ? text : centsToInput(cents, locale);
    };
    const share = (text: string) => {
      const basisPoints = parsePercent(text, old);
      return basisPoints === null ? text : basisPointsToInput(basisPoints, locale);
    };
    setForm((before) => ({
      ...before,
      lines: before.lines.map((line) => ({ ...line, price: euros(line.price) })),
      discountValue:
        before.discountKind === "amount"
          ? euros(before.discountValue)
          : before.discountKind === "percent"
            ? share(before.discountValue)
            : before.discountValue,
    }));
    setBaseline(formKey(formOf(stored, locale)));
  }, [locale, stored]);

  // Leaving with unsaved changes: in the app by the router, the tab by the browser.
  const blocker = useBlocker(
    useCallback(
      ({ currentLocation, nextLocation }) =>
        !leaving.current && dirty && currentLocation.pathname !== nextLocation.pathname,
      [dirty],
    ),
  );
  const blockerRef = useRef(blocker);
  blockerRef.current = blocker;
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);

  const set = <K extends keyof FormState>(key: K, value: FormState[K], field?: string) => {
    setForm((before) => ({ ...before, [key]: value }));
    const path = field ?? PATHS[key as TextKey];
    if (path) clearError(path);
    setNotice(null);
  };
  const clearError = (path: string) =>
    setErrors((before) => {
      if (!(path in before)) return before;
      const next = { ...before };
      delete next[path];
      return next;
    });

  const showServerProblems = (problems: Record<string, ServerProblem>, error: AdminApiError) => {
    const found =
      Object.keys(problems).length > 0
        ? problemMessages(problems, form, t, money, intl)
        : error.field
          ? problemMessages({ [error.field]: { code: error.code } }, form, t, money, intl)
          : {};
    setErrors(found);
    setNotice({ kind: "error", text: words.fixFirst });
    focusFirst(found);
  };
  const focusFirst = (found: Record<string, string>) => {
    const first = Object.keys(found)[0];
    if (!first) return;
    requestAnimationFrame(() => {
      const element = document.querySelector<HTMLElement>(`[data-field="${CSS.escape(first)}"]`);
      (element?.querySelector<HTMLElement>("input, select, textarea") ?? element)?.focus();
    });
  };

  const save = useMutation({
    mutationFn: (input: ReturnType<typeof draftOf>["draft"]) => offerCalls.save(offer.id, input),
  });

  /** Saves when there is something to save; true when the draft as shown is stored. */
  async function saveNow(): Promise<boolean> {
    const read = draftOf(form, locale);
    if (Object.keys(read.problems).length > 0) {
      const found = readMessages(read.problems, t);
      setErrors(found);
      setNotice({ kind: "error", text: words.fixFirst });
      focusFirst(found);
      return false;
    }
    if (!dirty) return true;
    try {
      const answer = await save.mutateAsync(read.draft);
      setStored(answer);
      const next = formOf(answer, locale);
      // The lines keep their keys (the rows stay where the staff member is).
      const keyed: FormState = {
        ...next,
        lines: next.lines.map((line, i) => ({ ...line, key: form.lines[i]?.key ?? line.key })),
      };
      setForm(keyed);
      setBaseline(formKey(keyed));
      setErrors({});
      setNotice({ kind: "success", text: words.saved });
      await refresh({ id: offer.id, leadId: offer.leadId });
      return true;
    } catch (error) {
      if (error instanceof AdminApiError && (error.status === 400 || error.status === 422)) {
        showServerProblems((error.body.problems ?? {}) as Record<string, ServerProblem>, error);
      } else if (error instanceof AdminApiError && error.code === "offer_not_draft") {
        setNotice({ kind: "error", text: words.conflict });
      } else if (error instanceof AdminApiError && error.status === 0) {
        setNotice({ kind: "error", text: t.app.offline });
      } else setNotice({ kind: "error", text: t.app.error });
      return false;
    }
  }

  async function preview() {
    // Opened now (in the click), filled once saved: browsers block windows opened later.
    const tab = window.open("about:blank", "_blank");
    if (await saveNow()) {
      if (tab) tab.location.href = pdfHref(offer.id);
      else window.open(pdfHref(offer.id), "_blank");
    } else tab?.close();
  }

  async function openSend() {
    if (await saveNow()) setSending(true);
  }

  const remove = async () => {
    await offerCalls.remove(offer.id);
    leaving.current = true;
    await refresh({ id: offer.id, leadId: offer.leadId });
    await navigate(offer.leadId ? `/leads/${offer.leadId}` : "/offers");
  };

  // The totals as typed, computed as the server will.
  const totals = useMemo(
    () => computeTotals(pricedLines(form, locale), discountOf(form, locale), stored.taxRegime),
    [form, locale, stored.taxRegime],
  );
  const regular = stored.taxRegime === "regular";
  const depositCents = Math.floor((totals.grossCents * form.depositBp) / 10_000 + 0.5);
  const settingsBp = settings.data?.depositBp ?? 5000;
  const depositShownBp = form.depositBp > 0 ? form.depositBp : settingsBp;
  const percentText = (bp: number) =>
    new Intl.NumberFormat(intl, { style: "percent", maximumFractionDigits: 2 }).format(bp / 10_000);

  const field = (
    key: TextKey,
    label: string,
    extra: Partial<React.ComponentProps<typeof Field>> = {},
  ) => (
    <div data-field={PATHS[key] ?? key}>
      <Field
        id={`${id}-${key}`}
        label={label}
        value={form[key]}
        error={errors[PATHS[key] ?? key]}
        onChange={(event) => set(key, event.target.value)}
        {...extra}
      />
    </div>
  );

  return (
    <form
      className="space-y-4"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void saveNow();
      }}
      data-testid="offer-editor"
    >
      <div className="flex flex-wrap items-start gap-x-4 gap-y-2">
        <div className="mr-auto min-w-0">
          <h1 className="text-2xl font-bold break-words">{words.draftTitle}</h1>
          <p className="text-ink-soft break-words">
            {format(words.draftFor, { company: form.company || stored.company })}
            {stored.version > 1
              ? ` · ${format(t.leadOffers.version, { version: stored.version })}`
              : ""}
          </p>
        </div>
        <OfferStatusBadge status="draft" />
      </div>

      {notice ? <Notice kind={notice.kind}>{notice.text}</Notice> : null}
      <Warnings warnings={stored.warnings} testId="offer-warnings" />

      <div className="grid items-start gap-4 lg:grid-cols-2">
        <section className="card space-y-4" aria-labelledby={`${id}-customer`}>
          <h2 id={`${id}-customer`} className="text-lg font-semibold">
            {words.customer}
          </h2>
          <div className="grid gap-3 sm:grid-cols-2">
            {field("company", words.company, { autoComplete: "off" })}
            {field("contactName", words.contactName, { autoComplete: "off" })}
            <div className="sm:col-span-2">
              {field("email", words.email, { type: "email", autoComplete: "off" })}
            </div>
            <div className="sm:col-span-2">
              {field("street", words.street, { autoComplete: "off" })}
            </div>
            {field("postalCode", words.postalCode, { autoComplete: "off", inputMode: "numeric" })}
            {field("city", words.city, { autoComplete: "off" })}
            {field("country", words.country, { autoComplete: "off", maxLength: 2 })}
            <div className="space-y-1">
              <label htmlFor={`${id}-language`} className="block font-medium">
                {words.language}
              </label>
              <select
                id={`${id}-language`}
                className="input"
                value={form.language}
                aria-describedby={`${id}-language-hint`}
                onChange={(event) => set("language", event.target.value as "de" | "en")}
              >
                <option value="de">{words.languages.de}</option>
                <option value="en">{words.languages.en}</option>
              </select>
              <p id={`${id}-language-hint`} className="text-sm text-ink-soft">
                {words.languageHint}
              </p>
            </div>
          </div>
          <details
            className="rounded-lg border border-ink/15 px-3 py-1"
            open={Boolean(
              form.vatId ||
              form.buyerReference ||
              errors["customer.vatId"] ||
              errors["customer.buyerReference"],
            )}
          >
            <summary className="flex min-h-11 cursor-pointer items-center font-medium">
              {words.more}
            </summary>
            <div className="grid gap-3 pb-3 sm:grid-cols-2">
              {field("vatId", words.vatId, { autoComplete: "off" })}
              {field("buyerReference", words.buyerReference, {
                autoComplete: "off",
                hint: words.buyerReferenceHint,
              })}
            </div>
          </details>
        </section>
        <section className="card space-y-4" aria-labelledby={`${id}-event`}>
          <h2 id={`${id}-event`} className="text-lg font-semibold">
            {words.event}
          </h2>
          <div className="grid gap-3 sm:grid-cols-2">
            <div>
              {field("eventDate", words.eventDate, {
                type: "date",
                hint: lead?.preferredDate
                  ? format(words.preferredDate, { text: lead.preferredDate })
                  : undefined,
              })}
            </div>
            {field("startTime", words.startTime, { type: "time", step: 900 })}
            {field("duration", words.duration, { inputMode: "numeric" })}
            {field("participants", words.participants, { inputMode: "numeric" })}
            <div className="sm:col-span-2">{field("place", words.place)}</div>
          </div>
        </section>
      </div>

      <section className="card space-y-4" aria-labelledby={`${id}-lines`}>
        <h2 id={`${id}-lines`} className="text-lg font-semibold">
          {words.lines}
        </h2>
        <div data-field="lines">
          <LinesEditor
            lines={form.lines}
            regime={stored.taxRegime}
            language={form.language}
            participants={Number(form.participants) || 0}
            errors={errors}
            onChange={(lines: LineState[], changed?: string) =>
              set("lines", lines, changed ?? "lines")
            }
          />
        </div>
        <fieldset
          className="grid gap-3 border-t border-ink/10 pt-3 sm:grid-cols-2"
          data-field="discount"
        >
          <legend className="sr-only">{words.discount}</legend>
          <div className="space-y-1">
            <label htmlFor={`${id}-discountKind`} className="block font-medium">
              {words.discount}
            </label>
            <select
              id={`${id}-discountKind`}
              className="input"
              value={form.discountKind}
              onChange={(event) =>
                set("discountKind", event.target.value as FormState["discountKind"], "discount")
              }
            >
              <option value="none">{words.discountNone}</option>
              <option value="percent">{words.discountPercent}</option>
              <option value="amount">{words.discountAmount}</option>
            </select>
          </div>
          {form.discountKind === "none" ? null : (
            <Field
              id={`${id}-discountValue`}
              label={
                form.discountKind === "percent"
                  ? words.discountValuePercent
                  : words.discountValueAmount
              }
              inputMode="decimal"
              value={form.discountValue}
              error={errors.discount}
              onChange={(event) => set("discountValue", event.target.value, "discount")}
            />
          )}
        </fieldset>
      </section>

      <div className="grid items-start gap-4 lg:grid-cols-3">
        <section className="card space-y-4 lg:col-span-2" aria-labelledby={`${id}-terms`}>
          <h2 id={`${id}-terms`} className="sr-only">
            {words.validUntil}
          </h2>
          <div className="grid gap-3 sm:grid-cols-2">
            {field("validUntil", words.validUntil, { type: "date" })}
            <div className="flex items-start gap-3 sm:pt-7" data-field="depositBp">
              <input
                id={`${id}-deposit`}
                type="checkbox"
                className="mt-1 size-6 shrink-0 accent-spree"
                checked={form.depositBp > 0}
                aria-describedby={`${id}-deposit-hint`}
                onChange={(event) =>
                  set("depositBp", event.target.checked ? depositShownBp : 0, "depositBp")
                }
              />
              <div>
                <label htmlFor={`${id}-deposit`} className="font-medium">
                  {format(words.deposit, { percent: percentText(depositShownBp) })}
                </label>
                <p id={`${id}-deposit-hint`} className="text-sm text-ink-soft">
                  {settings.data
                    ? format(words.depositHint, {
                        policy: words.depositPolicy[settings.data.depositPolicy],
                      })
                    : null}
                </p>
                {errors.depositBp ? (
                  <p className="text-sm font-medium text-danger">{errors.depositBp}</p>
                ) : null}
              </div>
            </div>
          </div>
          <div data-field="intro">
            <TextAreaField
              id={`${id}-intro`}
              label={words.intro}
              hint={words.introHint}
              rows={4}
              lang={form.language}
              value={form.intro}
              error={errors.intro}
              onChange={(event) => set("intro", event.target.value)}
            />
          </div>
        </section>

        <aside className="card space-y-3" aria-labelledby={`${id}-totals`}>
          <h2 id={`${id}-totals`} className="text-lg font-semibold">
            {words.totals}
          </h2>
          <dl className="space-y-1 tabular-nums" data-testid="offer-totals">
            <div className="flex justify-between gap-3">
              <dt>{words.subtotal}</dt>
              <dd>{money(totals.subtotalCents)}</dd>
            </div>
            {totals.discountCents > 0 ? (
              <div className="flex justify-between gap-3">
                <dt>{words.discountLine}</dt>
                <dd>−{money(totals.discountCents)}</dd>
              </div>
            ) : null}
            {regular ? (
              <>
                <div className="flex justify-between gap-3">
                  <dt>{words.net}</dt>
                  <dd>{money(totals.netCents)}</dd>
                </div>
                {totals.taxGroups.map((group) => (
                  <div key={group.rateBp} className="flex justify-between gap-3">
                    <dt>{format(words.tax, { rate: rate(group.rateBp) })}</dt>
                    <dd>{money(group.taxCents)}</dd>
                  </div>
                ))}
              </>
            ) : null}
            <div className="flex justify-between gap-3 border-t border-ink/15 pt-1 text-lg font-bold">
              <dt>{regular ? words.gross : words.grossSmall}</dt>
              <dd data-testid="offer-gross">{money(totals.grossCents)}</dd>
            </div>
            {form.depositBp > 0 ? (
              <div className="flex justify-between gap-3 text-sm">
                <dt>{words.depositAmount}</dt>
                <dd>{money(depositCents)}</dd>
              </div>
            ) : null}
          </dl>
          {regular ? null : <p className="text-sm text-ink-soft">{words.smallBusiness}</p>}
          <p className="text-sm text-ink-soft">{words.liveHint}</p>
          <p className="text-sm font-medium" data-testid="offer-stored" aria-live="polite">
            {dirty ? words.unsaved : format(words.stored, { gross: money(stored.grossCents) })}
          </p>
          <Warnings warnings={stored.warnings} />
          <div className="flex flex-wrap gap-2 border-t border-ink/10 pt-3">
            <button type="submit" className="btn-primary px-3" disabled={save.isPending}>
              {save.isPending ? words.saving : words.save}
            </button>
            <button type="button" className="btn-outline px-3" onClick={() => void preview()}>
              {words.preview}
            </button>
            <button type="button" className="btn-outline px-3" onClick={() => void openSend()}>
              {words.send}
            </button>
          </div>
        </aside>
      </div>

      <div className="flex flex-wrap items-center gap-2">
        <ConfirmDialog
          trigger={words.deleteDraft}
          triggerClassName="btn-danger px-3 text-sm"
          title={words.removeTitle}
          description={words.removeText}
          confirm={words.removeConfirm}
          confirmClassName="btn-danger"
          cancel={words.cancel}
          onConfirm={remove}
        />
      </div>

      <SendDialog
        offer={stored}
        open={sending}
        onOpenChange={setSending}
        onSent={async (sent) => {
          setSending(false);
          leaving.current = true;
          await refresh({ id: sent.id, leadId: sent.leadId });
        }}
        onOfferProblems={(problems, error) => {
          setSending(false);
          showServerProblems(problems, error);
        }}
      />
      <ConfirmQuestion
        open={blocker.state === "blocked"}
        onOpenChange={(open) => {
          // "Verwerfen" closes the question before it proceeds: the reset waits a moment.
          if (!open) {
            queueMicrotask(() => {
              const current = blockerRef.current;
              if (!leaving.current && current.state === "blocked") current.reset();
            });
          }
        }}
        title={words.leaveTitle}
        description={words.leaveText}
        confirm={words.leave}
        confirmClassName="btn-danger"
        cancel={words.stay}
        onConfirm={() => {
          leaving.current = true;
          if (blockerRef.current.state === "blocked") blockerRef.current.proceed();
        }}
      />
    </form>
  );
}
