/**
 * The offer editor for a draft: the customer (company, contact, e-mail, address; VAT id
 * and Leitweg-ID under "Weitere Angaben"), the event (date beside the lead's wish, start,
 * duration, place, participants), the intro (above the lines, as in the PDF), the lines
 * (LinesEditor) with what their figures read as, discount, validity and deposit; the totals live with the same computeTotals the server stores with, and what the
 * server answered after saving as stored. "Speichern", "Vorschau (PDF)" and "Senden …"
 * save first; leaving with unsaved changes asks (in the app and on closing the tab). The
 * server's field problems show beside their fields in the user's words and go when the
 * field changes; its warnings about the day show as a note, not a block. The form's state
 * is draft/use-offer-draft.ts, each section a component of its own in draft/.
 */
import { useId, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { ConfirmDialog, ConfirmQuestion } from "../components/ConfirmDialog";
import { Notice } from "../components/Field";
import { format, useI18n } from "../i18n";
import type { LeadDetail } from "../leads/leads-api";
import { DraftContext } from "./draft/context";
import { CustomerSection } from "./draft/CustomerSection";
import { EventSection } from "./draft/EventSection";
import { IntroSection } from "./draft/IntroSection";
import { LeaveQuestion } from "./draft/LeaveQuestion";
import { LinesSection } from "./draft/LinesSection";
import { TermsSection } from "./draft/TermsSection";
import { TotalsPanel } from "./draft/TotalsPanel";
import { useOfferDraft } from "./draft/use-offer-draft";
import { Warnings } from "./draft/Warnings";
import { OfferStatusBadge, useOfferFormat } from "./offer-format";
import { offerCalls, pdfHref, useOfferRefresh, type OfferDetail } from "./offers-api";
import { SendDialog } from "./SendDialog";

export function DraftEditor({ offer, lead }: { offer: OfferDetail; lead: LeadDetail | undefined }) {
  const { t } = useI18n();
  const words = t.offerEditor;
  const id = useId();
  const navigate = useNavigate();
  const refresh = useOfferRefresh();
  const {
    form,
    stored,
    errors,
    notice,
    dirty,
    saving,
    set,
    saveNow,
    showServerProblems,
    priceCheck,
    answerPriceCheck,
  } = useOfferDraft(offer);
  const { money } = useOfferFormat();
  const [sending, setSending] = useState(false);
  // Set when the editor moves on itself (deleted, sent): no question about unsaved changes.
  const leaving = useRef(false);

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

      <DraftContext.Provider value={{ id, form, errors, set }}>
        <div className="grid items-start gap-4 lg:grid-cols-2">
          <CustomerSection />
          <EventSection lead={lead} />
        </div>

        <IntroSection />
        <LinesSection regime={stored.taxRegime} />

        <div className="grid items-start gap-4 lg:grid-cols-3">
          <TermsSection />
          <TotalsPanel
            stored={stored}
            dirty={dirty}
            saving={saving}
            onPreview={() => void preview()}
            onSend={() => void openSend()}
          />
        </div>
      </DraftContext.Provider>

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
        open={priceCheck !== null}
        // Closing answers "no" unless "save" answered first (it closes the question too).
        onOpenChange={(open) => {
          if (!open) queueMicrotask(() => answerPriceCheck(false));
        }}
        onConfirm={() => answerPriceCheck(true)}
        title={words.priceCheckTitle}
        description={[
          ...(priceCheck ?? []).map((outlier) =>
            format(words.priceCheckLine, {
              title: outlier.title,
              price: money(outlier.priceCents),
              catalogue: money(outlier.catalogueCents),
            }),
          ),
          words.priceCheckText,
        ].join(" ")}
        confirm={words.priceCheckConfirm}
        confirmClassName="btn-primary"
        cancel={words.cancel}
      />
      <LeaveQuestion dirty={dirty} leaving={leaving} />
    </form>
  );
}
