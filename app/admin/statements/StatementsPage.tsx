/**
 * Bank statements ("Kontoauszüge", /statements): upload a CAMT.053 file or a bank's CSV
 * (its columns mapped first, CsvMapping), then the credits still to reconcile: proposals
 * recorded in one click (a partial payment or an overpayment said so), unclear ones with
 * their candidate invoices to choose from, and the unmatched ones; any of these can be
 * assigned by hand to an open invoice found by search. The payments recorded last can be
 * undone with a reason. Errors sit next to the field or the line they belong to.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useState, type FormEvent } from "react";
import { Link } from "react-router";
import { AdminApiError } from "../api";
import { FieldFrame, Notice, TextAreaField } from "../components/Field";
import { usePageTitle } from "../components/Layout";
import { format, useI18n } from "../i18n";
import { useOfferFormat } from "../offers/offer-format";
import { CsvMapping } from "./CsvMapping";
import {
  confirmLine,
  PREVIEW_BYTES,
  previewCsv,
  searchInvoices,
  statementLinesQuery,
  undoLine,
  uploadStatement,
  type CsvPreview,
  type ImportResult,
  type LineView,
} from "./statements-api";

/** A CSV by its name or type; everything else is read as CAMT.053. */
const isCsv = (file: File) => /\.(csv|txt)$/i.test(file.name) || file.type === "text/csv";

const MAX_BYTES = 8 * 1024 * 1024;
/** Base64 makes 6 MB of CSV about 8 MB of request. */
const MAX_CSV_BYTES = 6 * 1024 * 1024;

function UploadForm({ onImported }: { onImported(result: ImportResult): void }) {
  const { t } = useI18n();
  const words = t.statements;
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [mapping, setMapping] = useState<{ file: File; preview: CsvPreview } | null>(null);
  const [formKey, setFormKey] = useState(0);
  const sample = useMutation({
    mutationFn: async (chosen: File) => {
      const head = new Uint8Array(await chosen.slice(0, PREVIEW_BYTES).arrayBuffer());
      return { file: chosen, preview: await previewCsv(head, chosen.size > PREVIEW_BYTES) };
    },
    onSuccess: (found) => {
      setProblem(null);
      setMapping(found);
    },
    onError: (error) => {
      if (!(error instanceof AdminApiError)) return setProblem(t.app.error);
      if (error.code === "not_csv") return setProblem(words.notCsv);
      setProblem(format(words.refused, { message: error.message }));
    },
  });
  const upload = useMutation({
    mutationFn: async (chosen: File) => uploadStatement(await chosen.text(), chosen.name),
    onSuccess: (result) => {
      setProblem(null);
      onImported(result);
    },
    onError: (error) => {
      if (!(error instanceof AdminApiError)) return setProblem(t.app.error);
      if (error.status === 413) return setProblem(words.tooLarge);
      if (error.code === "malformed_xml") {
        return setProblem(format(words.malformed, { message: error.message }));
      }
      if (error.code === "not_camt053") return setProblem(words.notCamt);
      if (error.code === "malformed_statement") {
        return setProblem(format(words.badStatement, { message: error.message }));
      }
      setProblem(error.message);
    },
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    if (!file) return setProblem(words.noFile);
    if (isCsv(file)) {
      if (file.size > MAX_CSV_BYTES) return setProblem(words.tooLarge);
      return sample.mutate(file);
    }
    if (file.size > MAX_BYTES) return setProblem(words.tooLarge);
    upload.mutate(file);
  }
  if (mapping) {
    return (
      <CsvMapping
        file={mapping.file}
        preview={mapping.preview}
        onCancel={() => {
          setMapping(null);
          setFile(null);
          setFormKey((key) => key + 1);
        }}
        onImported={(result) => {
          setMapping(null);
          setFile(null);
          setFormKey((key) => key + 1);
          onImported(result);
        }}
      />
    );
  }
  return (
    <form key={formKey} className="card space-y-3" onSubmit={submit} noValidate>
      <FieldFrame
        label={words.file}
        hint={words.fileHint}
        error={problem ?? undefined}
        control={(aria) => (
          <input
            {...aria}
            type="file"
            name="file"
            accept=".xml,.csv,.txt,application/xml,text/xml,text/csv"
            className="block w-full max-w-full text-sm file:mr-3 file:min-h-11 file:rounded file:border file:border-ink/20 file:bg-sand file:px-3"
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setProblem(null);
            }}
          />
        )}
      />
      <button type="submit" className="btn-primary" disabled={upload.isPending || sample.isPending}>
        {upload.isPending || sample.isPending ? words.uploading : words.upload}
      </button>
    </form>
  );
}

function LineFacts({ line }: { line: LineView }) {
  const { t } = useI18n();
  const words = t.statements;
  const { money, day } = useOfferFormat();
  return (
    <div className="min-w-0 space-y-1">
      <p className="flex flex-wrap items-baseline gap-x-3">
        <span className="text-lg font-semibold tabular-nums">{money(line.cents)}</span>
        <span className="text-sm text-ink-soft">
          {format(words.bookedOn, { day: day(line.bookedOn) })}
        </span>
      </p>
      <p className="break-words">
        {line.debtorName ? format(words.from, { name: line.debtorName }) : words.unknownPayer}
      </p>
      {line.debtorIban ? (
        <p className="break-all text-sm">{format(words.iban, { iban: line.debtorIban })}</p>
      ) : null}
      {line.remittance ? (
        <p className="break-words text-sm">{format(words.quoted, { text: line.remittance })}</p>
      ) : null}
      <p className="break-all text-xs text-ink-soft">
        {format(words.reference, { ref: line.entryRef })}
      </p>
    </div>
  );
}

function InvoiceChoice({
  name,
  invoice,
  chosen,
  onChoose,
}: {
  name: string;
  invoice: LineView["candidates"][number];
  chosen: string;
  onChoose(id: string): void;
}) {
  const { t } = useI18n();
  const { money } = useOfferFormat();
  return (
    <label className="flex min-h-11 items-center gap-3">
      <input
        type="radio"
        name={name}
        value={invoice.id}
        className="size-5 shrink-0 accent-spree"
        checked={chosen === invoice.id}
        onChange={() => onChoose(invoice.id)}
      />
      <span className="min-w-0 break-words">
        {format(t.statements.invoiceOpen, {
          number: invoice.number,
          company: invoice.company || invoice.contactName,
          amount: money(invoice.openCents),
        })}
      </span>
    </label>
  );
}

/** Open invoices found by number or customer, to assign a line by hand. */
function InvoiceSearch({
  lineId,
  chosen,
  onChoose,
}: {
  lineId: string;
  chosen: string;
  onChoose(id: string, number: string): void;
}) {
  const { t } = useI18n();
  const words = t.statements;
  const [text, setText] = useState("");
  const q = text.trim();
  const found = useQuery({
    queryKey: ["bank-statements", "search", q],
    queryFn: () => searchInvoices(q),
    enabled: q.length >= 2,
    staleTime: 10_000,
  });
  const results = found.data?.invoices ?? [];
  return (
    <div className="space-y-1">
      <FieldFrame
        label={words.searchInvoice}
        hint={words.searchHint}
        control={(aria) => (
          <input
            {...aria}
            type="search"
            name={`search-${lineId}`}
            className="input w-full"
            value={text}
            maxLength={80}
            onChange={(event) => setText(event.target.value)}
          />
        )}
      />
      {q.length >= 2 ? (
        <div role="status" className="space-y-1">
          {found.isFetching && results.length === 0 ? <p>{words.searching}</p> : null}
          {found.isSuccess && results.length === 0 ? <p>{words.searchNone}</p> : null}
          {results.map((invoice) => (
            <InvoiceChoice
              key={invoice.id}
              name={`line-${lineId}`}
              invoice={invoice}
              chosen={chosen}
              onChoose={(id) => onChoose(id, invoice.number)}
            />
          ))}
        </div>
      ) : null}
    </div>
  );
}

function LineCard({ line, onDone }: { line: LineView; onDone(message: string): void }) {
  const { t } = useI18n();
  const words = t.statements;
  const { money } = useOfferFormat();
  const [chosen, setChosen] = useState<{ id: string; number: string } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  /** The amount is above what is open: the next click confirms an overpayment. */
  const [aboveOpen, setAboveOpen] = useState(false);
  const invoice = line.state === "proposed" ? line.invoice : null;
  const overpaid = invoice ? line.cents - invoice.openCents : 0;
  const save = useMutation({
    mutationFn: (body: { invoiceId?: string; overpayment?: boolean }) => confirmLine(line.id, body),
    onSuccess: (_result, body) => {
      const number = body.invoiceId ? (chosen?.number ?? "") : (invoice?.number ?? "");
      onDone(format(words.confirmed, { number }));
    },
    onError: (error) => {
      if (!(error instanceof AdminApiError)) return setProblem(t.app.error);
      if (error.code === "above_open") {
        setAboveOpen(true);
        return setProblem(format(words.aboveOpen, { amount: money(Number(error.body.openCents)) }));
      }
      if (error.code === "before_issue") return setProblem(words.beforeIssue);
      if (error.code === "already_recorded") return setProblem(words.already);
      setProblem(format(words.refused, { message: error.message }));
    },
  });
  const choose = (id: string, number: string) => {
    setChosen({ id, number });
    setProblem(null);
    setAboveOpen(false);
  };
  const errorId = `line-${line.id}-error`;
  return (
    <li className="card space-y-3" data-testid={`statement-line-${line.state}`}>
      <LineFacts line={line} />
      {invoice ? (
        <div className="space-y-2">
          <p className="font-medium">
            <Link className="text-spree underline" to={`/invoices/${invoice.id}`}>
              {invoice.number}
            </Link>{" "}
            · {invoice.company} · {format(words.openAmount, { amount: money(invoice.openCents) })}
          </p>
          {overpaid < 0 ? (
            <p className="text-sm">{format(words.partial, { amount: money(-overpaid) })}</p>
          ) : null}
          {overpaid > 0 ? (
            <p className="text-sm font-medium text-danger">
              {format(words.overpaid, { amount: money(overpaid) })}
            </p>
          ) : null}
          <button
            type="button"
            className="btn-primary"
            disabled={save.isPending}
            aria-describedby={problem ? errorId : undefined}
            aria-label={format(words.confirmFor, { number: invoice.number })}
            onClick={() => save.mutate(overpaid > 0 || aboveOpen ? { overpayment: true } : {})}
          >
            {overpaid > 0 || aboveOpen ? words.confirmOverpaid : words.confirm}
          </button>
        </div>
      ) : (
        <form
          className="space-y-2"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (!chosen) return setProblem(words.pickOne);
            save.mutate({ invoiceId: chosen.id, ...(aboveOpen ? { overpayment: true } : {}) });
          }}
        >
          {line.candidates.length > 0 ? (
            <fieldset
              className="space-y-1"
              aria-describedby={problem ? errorId : undefined}
              aria-invalid={problem ? true : undefined}
            >
              <legend className="font-medium">{words.chooseInvoice}</legend>
              {line.candidates.map((candidate) => (
                <InvoiceChoice
                  key={candidate.id}
                  name={`line-${line.id}`}
                  invoice={candidate}
                  chosen={chosen?.id ?? ""}
                  onChoose={(id) => choose(id, candidate.number)}
                />
              ))}
            </fieldset>
          ) : null}
          <InvoiceSearch lineId={line.id} chosen={chosen?.id ?? ""} onChoose={choose} />
          <button
            type="submit"
            className="btn-primary"
            disabled={save.isPending}
            aria-describedby={problem ? errorId : undefined}
          >
            {aboveOpen ? words.confirmOverpaid : words.confirm}
          </button>
        </form>
      )}
      {problem ? (
        <p id={errorId} role="alert" className="font-medium text-danger">
          {problem}
        </p>
      ) : null}
    </li>
  );
}

/** A payment recorded from a statement line, with its undo (a reason asked, decision 0199). */
function RecordedCard({ line, onDone }: { line: LineView; onDone(message: string): void }) {
  const { t } = useI18n();
  const words = t.statements;
  const { money } = useOfferFormat();
  const reasonId = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const number = line.invoice?.number ?? "";
  const undo = useMutation({
    mutationFn: () => undoLine(line.id, reason.trim()),
    onSuccess: (result) =>
      onDone(format(words.undone, { number: result.number, amount: money(result.openCents) })),
    onError: (error) => {
      if (!(error instanceof AdminApiError)) return setProblem(t.app.error);
      if (error.field === "reason") return setProblem(words.undoReasonMissing);
      if (error.code === "not_recorded") return setProblem(words.notRecorded);
      setProblem(format(words.refused, { message: error.message }));
    },
  });
  return (
    <li className="card space-y-3" data-testid="statement-line-confirmed">
      <LineFacts line={line} />
      {line.invoice ? (
        <p className="font-medium">
          <Link className="text-spree underline" to={`/invoices/${line.invoice.id}`}>
            {format(words.paidTo, {
              number,
              company: line.invoice.company || line.invoice.contactName,
            })}
          </Link>
        </p>
      ) : null}
      {open ? (
        <form
          className="space-y-2"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (reason.trim().length < 3) return setProblem(words.undoReasonMissing);
            undo.mutate();
          }}
        >
          <TextAreaField
            id={reasonId}
            label={words.undoReason}
            hint={words.undoReasonHint}
            error={problem ?? undefined}
            name="reason"
            rows={2}
            maxLength={500}
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              setProblem(null);
            }}
          />
          <div className="flex flex-wrap gap-3">
            <button type="submit" className="btn-danger" disabled={undo.isPending}>
              {words.undoConfirm}
            </button>
            <button type="button" className="btn-outline" onClick={() => setOpen(false)}>
              {words.cancel}
            </button>
          </div>
        </form>
      ) : (
        <button
          type="button"
          className="btn-outline"
          aria-label={format(words.undoFor, { number })}
          onClick={() => setOpen(true)}
        >
          {words.undo}
        </button>
      )}
    </li>
  );
}

function Section({
  title,
  intro,
  lines,
  onDone,
}: {
  title: string;
  intro: string;
  lines: LineView[];
  onDone(message: string): void;
}) {
  const { t } = useI18n();
  return (
    <section className="space-y-2" aria-label={title}>
      <h2 className="text-xl font-semibold">
        {title} <span className="text-ink-soft">({lines.length})</span>
      </h2>
      <p className="text-ink-soft">{intro}</p>
      {lines.length === 0 ? <p>{t.statements.none}</p> : null}
      <ul className="grid gap-3 lg:grid-cols-2">
        {lines.map((line) => (
          <LineCard key={line.id} line={line} onDone={onDone} />
        ))}
      </ul>
    </section>
  );
}

export function StatementsPage() {
  const { t } = useI18n();
  const words = t.statements;
  usePageTitle(words.title);
  const queryClient = useQueryClient();
  const lines = useQuery(statementLinesQuery);
  const [message, setMessage] = useState<string | null>(null);
  const refresh = (text: string) => {
    setMessage(text);
    void queryClient.invalidateQueries({ queryKey: ["bank-statements"] });
    void queryClient.invalidateQueries({ queryKey: ["invoices"] });
  };
  const all = lines.data?.lines ?? [];
  const recorded = lines.data?.recorded ?? [];
  const of = (state: LineView["state"]) => all.filter((line) => line.state === state);
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold">{words.title}</h1>
      <p className="max-w-3xl">{words.intro}</p>
      <UploadForm
        onImported={(result) =>
          refresh(
            format(
              words.imported,
              Object.fromEntries(Object.entries(result).map(([k, v]) => [k, String(v)])),
            ),
          )
        }
      />
      {message ? <Notice kind="success">{message}</Notice> : null}
      {lines.isPending ? <p role="status">{t.app.loading}</p> : null}
      {lines.isError ? <p className="font-medium text-danger">{t.app.error}</p> : null}
      {lines.data ? (
        <>
          <Section
            title={words.proposed}
            intro={words.proposedIntro}
            lines={of("proposed")}
            onDone={refresh}
          />
          <Section
            title={words.unclear}
            intro={words.unclearIntro}
            lines={of("unclear")}
            onDone={refresh}
          />
          <Section
            title={words.unmatched}
            intro={words.unmatchedIntro}
            lines={of("unmatched")}
            onDone={refresh}
          />
          <section className="space-y-2" aria-label={words.recorded}>
            <h2 className="text-xl font-semibold">
              {words.recorded} <span className="text-ink-soft">({recorded.length})</span>
            </h2>
            <p className="text-ink-soft">{words.recordedIntro}</p>
            {recorded.length === 0 ? <p>{words.none}</p> : null}
            <ul className="grid gap-3 lg:grid-cols-2">
              {recorded.map((line) => (
                <RecordedCard key={line.id} line={line} onDone={refresh} />
              ))}
            </ul>
          </section>
        </>
      ) : null}
    </div>
  );
}
