/**
 * A lead's state changes: one button for each next state on the usual way (neu →
 * kontaktiert → Angebot gesendet → gewonnen / verloren), a quieter "Anderer Status" for any
 * other, and a visible confirmation. "Verloren" asks its reason in a dialog (the figures
 * count it): a choice from a short list, with words for "Anderer Grund".
 */
import * as Dialog from "@radix-ui/react-dialog";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { AdminApiError } from "../api";
import { Notice } from "../components/Field";
import { format, useI18n } from "../i18n";
import {
  LEAD_STATES,
  leadChanges,
  LOST_REASONS,
  NEXT_STATES,
  useLeadChange,
  type LeadDetail,
  type LeadState,
  type LostReason,
} from "./leads-api";

interface StateChange {
  state: LeadState;
  lostReason?: LostReason;
  lostReasonText?: string;
}

function LostDialog({
  open,
  onOpenChange,
  onConfirm,
  pending,
  serverError,
  onCloseAutoFocus,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  onConfirm(reason: LostReason, text: string): void;
  pending: boolean;
  serverError: AdminApiError | null;
  /** Where the focus goes when the dialog closes (by default back to what opened it). */
  onCloseAutoFocus(event: Event): void;
}) {
  const { t } = useI18n();
  const id = useId();
  const [reason, setReason] = useState<LostReason | null>(null);
  const [text, setText] = useState("");
  const [tried, setTried] = useState(false);
  const firstRadio = useRef<HTMLInputElement>(null);
  const textInput = useRef<HTMLInputElement>(null);

  const reasonError =
    (tried && !reason) || serverError?.field === "lostReason" ? t.stateActions.reasonMissing : null;
  const textError =
    (tried && reason === "other" && !text.trim()) || serverError?.field === "lostReasonText"
      ? t.stateActions.reasonTextMissing
      : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if (!reason) {
      firstRadio.current?.focus();
      return;
    }
    if (reason === "other" && !text.trim()) {
      textInput.current?.focus();
      return;
    }
    onConfirm(reason, reason === "other" ? text.trim() : "");
  }

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          setReason(null);
          setText("");
          setTried(false);
        }
        onOpenChange(next);
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/40" />
        <Dialog.Content
          onCloseAutoFocus={onCloseAutoFocus}
          className="card fixed left-1/2 top-1/2 z-50 max-h-[calc(100vh-2rem)] w-[min(32rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 space-y-4 overflow-y-auto"
        >
          <Dialog.Title className="text-lg font-semibold">{t.stateActions.lostTitle}</Dialog.Title>
          <Dialog.Description className="text-ink-soft">
            {t.stateActions.lostIntro}
          </Dialog.Description>
          <form className="space-y-4" onSubmit={submit} noValidate>
            <fieldset
              className="space-y-1"
              aria-describedby={reasonError ? `${id}-reason-error` : undefined}
            >
              <legend className="mb-1 font-medium">{t.stateActions.reason}</legend>
              {reasonError ? (
                <p id={`${id}-reason-error`} className="text-sm font-medium text-danger">
                  {reasonError}
                </p>
              ) : null}
              {LOST_REASONS.map((option, index) => (
                <label
                  key={option}
                  className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2 hover:bg-sand"
                >
                  <input
                    ref={index === 0 ? firstRadio : undefined}
                    type="radio"
                    name="lostReason"
                    value={option}
                    className="size-5 accent-spree"
                    checked={reason === option}
                    onChange={() => setReason(option)}
                  />
                  {t.lostReasons[option]}
                </label>
              ))}
            </fieldset>
            {reason === "other" ? (
              <div className="space-y-1">
                <label htmlFor={`${id}-text`} className="block font-medium">
                  {t.stateActions.reasonText}
                </label>
                <input
                  ref={textInput}
                  id={`${id}-text`}
                  className="input"
                  value={text}
                  maxLength={500}
                  onChange={(event) => setText(event.target.value)}
                  aria-invalid={textError ? true : undefined}
                  aria-describedby={textError ? `${id}-text-error` : undefined}
                />
                {textError ? (
                  <p id={`${id}-text-error`} className="text-sm font-medium text-danger">
                    {textError}
                  </p>
                ) : null}
              </div>
            ) : null}
            {serverError && !reasonError && !textError ? (
              <Notice kind="error">{t.app.error}</Notice>
            ) : null}
            <div className="flex flex-wrap gap-2">
              <button type="submit" className="btn-primary" disabled={pending}>
                {t.stateActions.markLost}
              </button>
              <Dialog.Close className="btn-outline">{t.stateActions.cancel}</Dialog.Close>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

export function StateActions({
  lead,
  children,
}: {
  lead: LeadDetail;
  /** Actions beside the state buttons in the same row ("Antworten"). */
  children?: React.ReactNode;
}) {
  const { t } = useI18n();
  const menuId = useId();
  const [lostOpen, setLostOpen] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const [saved, setSaved] = useState<{ from: LeadState; to: LeadState } | null>(null);
  const notice = useRef<HTMLParagraphElement>(null);
  // The button pressed may be gone with the old state: the confirmation takes the focus.
  useEffect(() => {
    if (saved) notice.current?.focus();
  }, [saved]);
  const change = useLeadChange(lead.id, (input: StateChange) => leadChanges.state(lead.id, input));

  function move(input: StateChange) {
    const from = lead.state;
    setSaved(null);
    change.mutate(input, {
      onSuccess: () => {
        setSaved({ from, to: input.state });
        setLostOpen(false);
        setMenuOpen(false);
      },
    });
  }

  function choose(state: LeadState) {
    if (state === "lost") {
      change.reset();
      setLostOpen(true);
    } else move({ state });
  }

  const error = change.error instanceof AdminApiError ? change.error : null;
  const next = NEXT_STATES[lead.state];
  const others = LEAD_STATES.filter((state) => state !== lead.state && !next.includes(state));
  // Every state button says what it does to a screen reader: "Status ändern: Kontaktiert".
  const stateButton = (state: LeadState, quiet: boolean) => (
    <button
      key={state}
      type="button"
      className={`btn-outline px-3 text-sm ${quiet || state === "lost" ? "" : "border-spree text-spree"}`}
      disabled={change.isPending}
      onClick={() => choose(state)}
    >
      <span className="sr-only">{t.stateActions.label}: </span>
      {t.stateActions.to[state]}
    </button>
  );

  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center gap-2">
        {children}
        {next.map((state) => stateButton(state, false))}
        <button
          type="button"
          className="btn-outline px-3 text-sm font-medium text-ink-soft"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen(!menuOpen)}
        >
          {t.stateActions.other}
          <span aria-hidden="true" className={menuOpen ? "rotate-180" : ""}>
            ▾
          </span>
        </button>
      </div>
      <div
        id={menuId}
        hidden={!menuOpen}
        className="flex flex-wrap gap-2 rounded-lg border border-ink/10 bg-sand p-2"
      >
        {others.map((state) => stateButton(state, true))}
      </div>
      {saved ? (
        <p
          ref={notice}
          tabIndex={-1}
          role="status"
          className="rounded-lg border border-spree/30 bg-spree-soft px-3 py-2 font-medium text-spree"
          data-testid="state-saved"
        >
          {format(t.stateActions.saved, {
            from: t.leadStates[saved.from],
            to: t.leadStates[saved.to],
          })}
        </p>
      ) : null}
      {error && !lostOpen ? (
        <p role="alert" className="font-medium text-danger">
          {error.status === 409 ? t.lead.sameState : t.app.error}
        </p>
      ) : null}
      <LostDialog
        open={lostOpen}
        onOpenChange={setLostOpen}
        pending={change.isPending}
        serverError={lostOpen ? error : null}
        onCloseAutoFocus={(event) => {
          if (saved?.to === "lost") {
            event.preventDefault();
            notice.current?.focus();
          }
        }}
        onConfirm={(reason, text) =>
          move({
            state: "lost",
            lostReason: reason,
            ...(reason === "other" ? { lostReasonText: text } : {}),
          })
        }
      />
    </div>
  );
}
