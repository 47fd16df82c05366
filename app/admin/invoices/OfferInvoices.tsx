/**
 * An offer's invoices on its page (placed by app/admin/offers/OfferPage.tsx): each invoice
 * with kind, status and gross, and once the offer is accepted "Schlussrechnung erstellen"
 * (and "Anzahlungsrechnung erstellen" while the deposit the offer asks is not invoiced).
 * Issuing asks first: it numbers and mails the invoice at once. When the offer has no
 * postal address the dialog asks for it, with each field's problem beside it.
 */
import * as Dialog from "@radix-ui/react-dialog";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { Link } from "react-router";
import { AdminApiError, adminApi } from "../api";
import { Field, Notice } from "../components/Field";
import { format, useI18n } from "../i18n";
import { useOfferFormat } from "../offers/offer-format";
import { offerInvoicesQuery, type InvoiceDetail } from "./invoices-api";
import { InvoiceStatusBadge } from "./InvoiceStatusBadge";
import { FinalDraftEditor } from "./FinalDraftEditor";

type Kind = "final" | "deposit";
const ADDRESS_FIELDS = ["street", "postalCode", "city", "country"] as const;
type AddressField = (typeof ADDRESS_FIELDS)[number];

function IssueDialog({
  offerId,
  kind,
  email,
  needsAddress,
  onIssued,
  disabled = false,
}: {
  offerId: string;
  kind: Kind;
  email: string;
  needsAddress: boolean;
  onIssued(invoice: InvoiceDetail): void;
  /** The final invoice's draft has changes not saved yet. */
  disabled?: boolean;
}) {
  const { t } = useI18n();
  const words = t.invoices;
  const [open, setOpen] = useState(false);
  const [address, setAddress] = useState<Record<AddressField, string>>({
    street: "",
    postalCode: "",
    city: "",
    country: "DE",
  });
  const [problems, setProblems] = useState<Partial<Record<AddressField, string>>>({});
  const issue = useMutation({
    mutationFn: () =>
      adminApi.post<InvoiceDetail>(
        `/offers/${offerId}/invoices/${kind}`,
        needsAddress ? { customer: { address } } : {},
      ),
    onSuccess: (invoice) => {
      setOpen(false);
      onIssued(invoice);
    },
    onError: (error) => {
      const field = error instanceof AdminApiError ? error.field : undefined;
      const name = field?.replace(/^customer\.address\.?/, "") as AddressField | "";
      if (field?.startsWith("customer.address") && name && ADDRESS_FIELDS.includes(name)) {
        // A text the rule for all text refused: the API client worded it in this language.
        const refusedText = typeof (error as AdminApiError).body.textProblem === "string";
        setProblems({
          [name]: refusedText
            ? (error as AdminApiError).message
            : name === "country"
              ? words.countryInvalid
              : words.fieldRequired,
        });
      }
    },
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    if (needsAddress) {
      const found: Partial<Record<AddressField, string>> = {};
      for (const name of ADDRESS_FIELDS) {
        if (!address[name].trim()) found[name] = words.fieldRequired;
      }
      if (!found.country && !/^[A-Za-z]{2}$/.test(address.country.trim())) {
        found.country = words.countryInvalid;
      }
      setProblems(found);
      if (Object.keys(found).length > 0) return;
    }
    issue.mutate();
  }
  const other =
    issue.error instanceof AdminApiError && !issue.error.field?.startsWith("customer.address")
      ? issue.error.message
      : null;
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger
        className={kind === "final" ? "btn-primary" : "btn-outline"}
        disabled={disabled}
      >
        {kind === "final" ? words.issueFinal : words.issueDeposit}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/40" />
        <Dialog.Content className="card fixed left-1/2 top-1/2 z-50 max-h-[calc(100vh-2rem)] w-[min(32rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 space-y-3 overflow-y-auto">
          <Dialog.Title className="text-lg font-semibold">
            {kind === "final" ? words.issueTitleFinal : words.issueTitleDeposit}
          </Dialog.Title>
          <Dialog.Description>{format(words.issueText, { email })}</Dialog.Description>
          <form className="space-y-3" onSubmit={submit} noValidate>
            {needsAddress ? (
              <fieldset className="space-y-3">
                <legend className="mb-2">{words.issueAddress}</legend>
                {ADDRESS_FIELDS.map((name) => (
                  <Field
                    key={name}
                    label={words[name]}
                    name={name}
                    required
                    autoComplete={
                      {
                        street: "street-address",
                        postalCode: "postal-code",
                        city: "address-level2",
                        country: "country",
                      }[name]
                    }
                    value={address[name]}
                    onChange={(event) => setAddress({ ...address, [name]: event.target.value })}
                    error={problems[name]}
                  />
                ))}
              </fieldset>
            ) : null}
            {issue.error instanceof AdminApiError &&
            issue.error.code === "business_data_missing" ? (
              <Notice kind="error">
                <span data-testid="business-missing">
                  {t.businessMissing.text}{" "}
                  <Link to="/business" className="underline">
                    {t.businessMissing.link}
                  </Link>
                </span>
              </Notice>
            ) : other ? (
              <Notice kind="error">{format(words.refused, { message: other })}</Notice>
            ) : null}
            <div className="flex flex-wrap gap-2">
              <button type="submit" className="btn-primary" disabled={issue.isPending}>
                {words.issueConfirm}
              </button>
              <Dialog.Close className="btn-outline">{words.cancel}</Dialog.Close>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

export function OfferInvoices({ offerId, email }: { offerId: string; email: string }) {
  const { t } = useI18n();
  const words = t.invoices;
  const { money } = useOfferFormat();
  const queryClient = useQueryClient();
  const data = useQuery(offerInvoicesQuery(offerId));
  const [issued, setIssued] = useState<string | null>(null);
  const [draftDirty, setDraftDirty] = useState(false);
  const { day } = useOfferFormat();
  if (!data.data || data.data.offerStatus !== "accepted") return null;
  const { invoices, canIssueFinal, canIssueDeposit, hasAddress, finalFrom } = data.data;
  const finalLive = invoices.some(
    (invoice) => invoice.kind === "final_invoice" && invoice.status !== "cancelled",
  );
  const cancelledBooking = invoices.some((invoice) => invoice.kind === "cancellation_fee");
  const onIssued = (invoice: InvoiceDetail) => {
    setIssued(format(words.issued_, { number: invoice.number }));
    void queryClient.invalidateQueries({ queryKey: ["invoices"] });
    // A final invoice settles the booking: its changes and cancellation go.
    void queryClient.invalidateQueries({ queryKey: ["booking", offerId] });
  };
  return (
    <section
      className="card space-y-3"
      aria-labelledby="offer-invoices"
      data-testid="offer-invoices"
    >
      <h2 id="offer-invoices" className="text-lg font-semibold">
        {words.offerSection}
      </h2>
      {issued ? <Notice kind="success">{issued}</Notice> : null}
      {invoices.length === 0 ? (
        <p>{words.offerNone}</p>
      ) : (
        <ul className="divide-y divide-ink/10" data-testid="invoice-list">
          {invoices.map((invoice) => (
            <li key={invoice.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2">
              <Link to={`/invoices/${invoice.id}`} className="font-semibold text-spree underline">
                {invoice.number}
              </Link>
              <span>{words.kinds[invoice.kind]}</span>
              <span className="tabular-nums">{money(invoice.grossCents)}</span>
              <InvoiceStatusBadge status={invoice.status} />
            </li>
          ))}
        </ul>
      )}
      {!canIssueFinal && !finalLive && !cancelledBooking && finalFrom ? (
        <p className="text-sm text-ink-soft" data-testid="final-not-yet">
          {format(t.finalDraft.notYet, { day: day(finalFrom) })}
        </p>
      ) : null}
      {canIssueFinal ? <FinalDraftEditor offerId={offerId} onDirty={setDraftDirty} /> : null}
      {canIssueFinal || canIssueDeposit ? (
        <div className="flex flex-wrap gap-2">
          {canIssueDeposit ? (
            <IssueDialog
              offerId={offerId}
              kind="deposit"
              email={email}
              needsAddress={!hasAddress}
              onIssued={onIssued}
            />
          ) : null}
          {canIssueFinal ? (
            <IssueDialog
              offerId={offerId}
              kind="final"
              email={email}
              needsAddress={!hasAddress}
              onIssued={onIssued}
              disabled={draftDirty}
            />
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
