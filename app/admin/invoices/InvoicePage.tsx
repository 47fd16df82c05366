/**
 * One invoice (/invoices/:id): its figures as issued (net, tax, gross, deposits deducted,
 * what is left to pay), the billing address, the payment or "Zahlung erfassen" (a dialog
 * with the day and the amount), the PDF, XML and XRechnung, and "Stornieren" behind a
 * confirmation that says a cancellation invoice is issued (the invoice itself stays).
 */
import * as Dialog from "@radix-ui/react-dialog";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { Link, useLocation, useNavigate, useParams } from "react-router";
import { AdminApiError, adminApi } from "../api";
import { ConfirmDialog } from "../components/ConfirmDialog";
import { Field, Notice } from "../components/Field";
import { usePageTitle } from "../components/Layout";
import { format, useI18n } from "../i18n";
import { berlinDay } from "../leads/lead-format";
import { centsToInput, figureProblem, readFigure } from "../offers/money-input";
import { useOfferFormat } from "../offers/offer-format";
import { invoiceFile, invoiceQuery, type InvoiceDetail } from "./invoices-api";
import { InvoiceStatusBadge } from "./InvoiceStatusBadge";

function PaymentDialog({ invoice, onSaved }: { invoice: InvoiceDetail; onSaved(): void }) {
  const { t, locale } = useI18n();
  const words = t.invoices;
  const { money, day } = useOfferFormat();
  const [open, setOpen] = useState(false);
  const [paidOn, setPaidOn] = useState(invoice.paidOn ?? berlinDay());
  const [amount, setAmount] = useState(centsToInput(invoice.amountDueCents, locale));
  const [problem, setProblem] = useState<"paidOn" | "paidCents" | null>(null);
  const [overpayment, setOverpayment] = useState(false);
  // What the amount reads as, shown under it before saving; why not, when it does not read.
  const read = readFigure(amount, "money");
  const readProblem = figureProblem(read, "money", t, locale);
  const save = useMutation({
    mutationFn: (body: { paidOn: string; paidCents: number; overpayment: boolean }) =>
      adminApi.post<InvoiceDetail>(`/invoices/${invoice.id}/payment`, body),
    onSuccess: () => {
      setOpen(false);
      onSaved();
    },
    onError: (error) => {
      if (
        error instanceof AdminApiError &&
        (error.field === "paidOn" || error.field === "paidCents")
      ) {
        setProblem(error.field);
      }
    },
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    if (!/^\d{4}-\d{2}-\d{2}$/.test(paidOn) || paidOn > berlinDay()) return setProblem("paidOn");
    if (!read.ok || read.value <= 0) return setProblem("paidCents");
    setProblem(null);
    save.mutate({ paidOn, paidCents: read.value, overpayment });
  }
  const other =
    save.error instanceof AdminApiError && !save.error.field ? save.error.message : null;
  const refused = save.error instanceof AdminApiError ? save.error : null;
  const dayError =
    refused?.code === "before_issue"
      ? format(words.beforeIssue, { day: day(invoice.issueDate) })
      : words.invalidDay;
  const aboveOpen = refused?.code === "above_open";
  const amountError = aboveOpen
    ? format(words.aboveOpen, { amount: money(Number(refused.body.openCents)) })
    : words.invalidAmount;
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className="btn-primary">{words.pay}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/40" />
        <Dialog.Content className="card fixed left-1/2 top-1/2 z-50 w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 space-y-3">
          <Dialog.Title className="text-lg font-semibold">
            {format(words.payTitle, { number: invoice.number })}
          </Dialog.Title>
          <Dialog.Description>{words.payIntro}</Dialog.Description>
          <form className="space-y-3" onSubmit={submit} noValidate>
            <Field
              label={words.paidOnLabel}
              type="date"
              name="paidOn"
              value={paidOn}
              max={berlinDay()}
              onChange={(event) => setPaidOn(event.target.value)}
              error={problem === "paidOn" ? dayError : undefined}
            />
            <Field
              label={words.paidAmount}
              name="paidCents"
              inputMode="decimal"
              value={amount}
              onChange={(event) => {
                setAmount(event.target.value);
                if (problem === "paidCents") setProblem(null);
              }}
              note={read.ok ? format(t.offerEditor.readAs, { value: money(read.value) }) : null}
              error={readProblem ?? (problem === "paidCents" ? amountError : undefined)}
            />
            {aboveOpen || overpayment ? (
              <div className="flex items-center gap-3">
                <input
                  id={`overpayment-${invoice.id}`}
                  type="checkbox"
                  className="size-6 shrink-0 accent-spree"
                  checked={overpayment}
                  onChange={(event) => setOverpayment(event.target.checked)}
                />
                <label htmlFor={`overpayment-${invoice.id}`}>{words.confirmOverpayment}</label>
              </div>
            ) : null}
            {other ? (
              <Notice kind="error">{format(words.refused, { message: other })}</Notice>
            ) : null}
            <div className="flex flex-wrap gap-2">
              <button type="submit" className="btn-primary" disabled={save.isPending}>
                {words.save}
              </button>
              <Dialog.Close className="btn-outline">{words.cancel}</Dialog.Close>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

export function InvoicePage() {
  const { id = "" } = useParams();
  const { t } = useI18n();
  const words = t.invoices;
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const invoice = useQuery(invoiceQuery(id));
  const { money, day } = useOfferFormat();
  const [message, setMessage] = useState<string | null>(null);
  usePageTitle(
    invoice.data ? format(words.detailTitle, { number: invoice.data.number }) : words.title,
  );
  const refresh = () => queryClient.invalidateQueries({ queryKey: ["invoices"] });
  const cancel = useMutation({
    mutationFn: () => adminApi.post<InvoiceDetail>(`/invoices/${id}/cancel`, {}),
    onSuccess: async (credit) => {
      await refresh();
      await navigate(`/invoices/${credit.id}`, {
        state: { message: format(words.stornoDone, { number: credit.number }) },
      });
    },
  });

  if (invoice.isPending) return <p role="status">{t.app.loading}</p>;
  if (invoice.isError || !invoice.data) {
    return (
      <div className="space-y-3">
        <p>{words.notFound}</p>
        <Link to="/invoices" className="text-spree underline">
          {words.back}
        </Link>
      </div>
    );
  }
  const data = invoice.data;
  const sign = data.kind === "cancellation" ? -1 : 1;
  const prepaid = data.prepayments.reduce((sum, p) => sum + p.grossCents, 0);
  const address = data.customer.address;
  const cancellable = data.kind !== "cancellation" && data.status !== "cancelled";
  const payable = data.kind !== "cancellation" && data.status !== "cancelled";
  const routeMessage = (location.state as { message?: string } | null)?.message;
  return (
    <div className="space-y-4">
      <Link to={`/invoices?month=${data.issueDate.slice(0, 7)}`} className="text-spree underline">
        {words.back}
      </Link>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold">{format(words.detailTitle, { number: data.number })}</h1>
        <InvoiceStatusBadge status={data.status} />
      </div>
      {routeMessage && !message ? <Notice kind="success">{routeMessage}</Notice> : null}
      {message ? <Notice kind="success">{message}</Notice> : null}
      {cancel.error instanceof AdminApiError ? (
        <Notice kind="error">{format(words.refused, { message: cancel.error.message })}</Notice>
      ) : null}
      <div className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <section className="card space-y-3" aria-labelledby="invoice-figures">
          <h2 id="invoice-figures" className="text-lg font-semibold">
            {words.kinds[data.kind]}
          </h2>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            <dt className="text-ink-soft">{words.offer}</dt>
            <dd>
              <Link to={`/offers/${data.offerId}`} className="text-spree underline">
                {data.offerNumber}
              </Link>
            </dd>
            <dt className="text-ink-soft">{words.issued}</dt>
            <dd>{day(data.issueDate)}</dd>
            {data.serviceDate ? (
              <>
                <dt className="text-ink-soft">{words.serviceDate}</dt>
                <dd>{day(data.serviceDate)}</dd>
              </>
            ) : null}
            {data.kind !== "cancellation" ? (
              <>
                <dt className="text-ink-soft">{words.due}</dt>
                <dd>{day(data.dueDate)}</dd>
              </>
            ) : null}
            <dt className="text-ink-soft">{words.net}</dt>
            <dd className="tabular-nums">{money(data.netCents)}</dd>
            <dt className="text-ink-soft">{words.tax}</dt>
            <dd className="tabular-nums">{money(data.taxCents)}</dd>
            <dt className="text-ink-soft">{words.gross}</dt>
            <dd className="font-semibold tabular-nums">{money(data.grossCents)}</dd>
            {data.prepayments.map((p) => (
              <div key={p.number} className="contents">
                <dt className="text-ink-soft">{format(words.prepaid, { number: p.number })}</dt>
                <dd className="tabular-nums">{money(-sign * p.grossCents)}</dd>
              </div>
            ))}
            {prepaid > 0 || data.kind === "cancellation" ? (
              <>
                <dt className="text-ink-soft">
                  {data.kind === "cancellation" ? words.credit : words.amountDue}
                </dt>
                <dd className="font-semibold tabular-nums">{money(data.amountDueCents)}</dd>
              </>
            ) : null}
          </dl>
          {data.cancels ? (
            <p>
              <Link to={`/invoices/${data.cancels.id}`} className="text-spree underline">
                {format(words.cancels, { number: data.cancels.number })}
              </Link>
            </p>
          ) : null}
          {data.cancelledBy ? (
            <p>
              <Link to={`/invoices/${data.cancelledBy.id}`} className="text-spree underline">
                {format(words.cancelledBy, { number: data.cancelledBy.number })}
              </Link>
            </p>
          ) : null}
          {data.paidOn && data.paidCents !== null ? (
            <p data-testid="invoice-paid">
              {format(words.paidOn, { day: day(data.paidOn), amount: money(data.paidCents) })}
            </p>
          ) : data.paidCents !== null ? (
            <p data-testid="invoice-paid">
              {format(words.paidPart, {
                amount: money(data.paidCents),
                open: money(data.amountDueCents - data.paidCents),
              })}
            </p>
          ) : null}
          <div className="flex flex-wrap gap-2">
            {payable ? (
              <PaymentDialog
                key={`${data.paidOn}-${data.paidCents}`}
                invoice={data}
                onSaved={() => {
                  setMessage(words.paidSaved);
                  void refresh();
                }}
              />
            ) : null}
            {cancellable ? (
              <ConfirmDialog
                trigger={words.storno}
                triggerClassName="btn-outline"
                title={format(words.stornoTitle, { number: data.number })}
                description={words.stornoText}
                confirm={words.stornoConfirm}
                confirmClassName="btn-danger"
                cancel={words.cancel}
                onConfirm={async () => {
                  setMessage(null);
                  await cancel.mutateAsync().catch(() => undefined);
                }}
              />
            ) : null}
          </div>
        </section>
        <div className="space-y-4">
          <section className="card space-y-2" aria-labelledby="invoice-address">
            <h2 id="invoice-address" className="text-lg font-semibold">
              {words.address}
            </h2>
            <p className="whitespace-pre-line break-words">
              {[
                data.customer.company,
                data.customer.contactName,
                address
                  ? `${address.street}\n${address.postalCode} ${address.city}\n${address.country}`
                  : "",
              ]
                .filter(Boolean)
                .join("\n")}
            </p>
          </section>
          <section className="card space-y-2" aria-labelledby="invoice-files">
            <h2 id="invoice-files" className="text-lg font-semibold">
              {words.downloads}
            </h2>
            <ul className="space-y-2">
              <li>
                <a className="btn-outline" href={invoiceFile(data.id, "pdf")} download>
                  {words.pdf}
                </a>
              </li>
              <li>
                <a className="btn-outline" href={invoiceFile(data.id, "xml")} download>
                  {words.xml}
                </a>
              </li>
              <li>
                {data.customer.buyerReference ? (
                  <a className="btn-outline" href={invoiceFile(data.id, "xrechnung")} download>
                    {words.xrechnung}
                  </a>
                ) : (
                  <p className="text-sm text-ink-soft">{words.xrechnungMissing}</p>
                )}
              </li>
            </ul>
          </section>
        </div>
      </div>
    </div>
  );
}
