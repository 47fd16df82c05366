/**
 * Bank statements ("Kontoauszüge", /statements): upload a CAMT.053 file, then the credits
 * still to reconcile: proposals recorded in one click (a partial payment or an overpayment
 * said so), unclear ones with their candidate invoices to choose from, and the unmatched
 * ones. Errors sit next to the file field or the line they belong to.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { Link } from "react-router";
import { AdminApiError } from "../api";
import { FieldFrame, Notice } from "../components/Field";
import { usePageTitle } from "../components/Layout";
import { format, useI18n } from "../i18n";
import { useOfferFormat } from "../offers/offer-format";
import {
  confirmLine,
  statementLinesQuery,
  uploadStatement,
  type ImportResult,
  type LineView,
} from "./statements-api";

const MAX_BYTES = 8 * 1024 * 1024;

function UploadForm({ onImported }: { onImported(result: ImportResult): void }) {
  const { t } = useI18n();
  const words = t.statements;
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
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
    if (file.size > MAX_BYTES) return setProblem(words.tooLarge);
    upload.mutate(file);
  }
  return (
    <form className="card space-y-3" onSubmit={submit} noValidate>
      <FieldFrame
        label={words.file}
        hint={words.fileHint}
        error={problem ?? undefined}
        control={(aria) => (
          <input
            {...aria}
            type="file"
            name="file"
            accept=".xml,application/xml,text/xml"
            className="block w-full max-w-full text-sm file:mr-3 file:min-h-11 file:rounded file:border file:border-ink/20 file:bg-sand file:px-3"
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setProblem(null);
            }}
          />
        )}
      />
      <button type="submit" className="btn-primary" disabled={upload.isPending}>
        {upload.isPending ? words.uploading : words.upload}
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
      {line.remittance ? (
        <p className="break-words text-sm">{format(words.quoted, { text: line.remittance })}</p>
      ) : null}
      <p className="break-all text-xs text-ink-soft">
        {format(words.reference, { ref: line.entryRef })}
      </p>
    </div>
  );
}

function LineCard({ line, onDone }: { line: LineView; onDone(message: string): void }) {
  const { t } = useI18n();
  const words = t.statements;
  const { money } = useOfferFormat();
  const [chosen, setChosen] = useState<string>("");
  const [problem, setProblem] = useState<string | null>(null);
  const invoice = line.state === "proposed" ? line.invoice : null;
  const overpaid = invoice ? line.cents - invoice.openCents : 0;
  const save = useMutation({
    mutationFn: (body: { invoiceId?: string; overpayment?: boolean }) => confirmLine(line.id, body),
    onSuccess: (_result, body) => {
      const number =
        invoice?.number ?? line.candidates.find((c) => c.id === body.invoiceId)?.number ?? "";
      onDone(format(words.confirmed, { number }));
    },
    onError: (error) => {
      if (!(error instanceof AdminApiError)) return setProblem(t.app.error);
      if (error.code === "above_open") {
        return setProblem(format(words.aboveOpen, { amount: money(Number(error.body.openCents)) }));
      }
      if (error.code === "before_issue") return setProblem(words.beforeIssue);
      if (error.code === "already_recorded") return setProblem(words.already);
      setProblem(format(words.refused, { message: error.message }));
    },
  });
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
            onClick={() => save.mutate(overpaid > 0 ? { overpayment: true } : {})}
          >
            {overpaid > 0 ? words.confirmOverpaid : words.confirm}
          </button>
        </div>
      ) : null}
      {line.state === "unclear" ? (
        <form
          className="space-y-2"
          onSubmit={(event) => {
            event.preventDefault();
            if (!chosen) return setProblem(words.pickOne);
            save.mutate({ invoiceId: chosen });
          }}
        >
          <fieldset
            className="space-y-1"
            aria-describedby={problem ? errorId : undefined}
            aria-invalid={problem ? true : undefined}
          >
            <legend className="font-medium">{words.chooseInvoice}</legend>
            {line.candidates.map((candidate) => (
              <label key={candidate.id} className="flex min-h-11 items-center gap-3">
                <input
                  type="radio"
                  name={`line-${line.id}`}
                  value={candidate.id}
                  className="size-5 shrink-0 accent-spree"
                  checked={chosen === candidate.id}
                  onChange={() => {
                    setChosen(candidate.id);
                    setProblem(null);
                  }}
                />
                <span className="min-w-0 break-words">
                  {format(words.invoiceOpen, {
                    number: candidate.number,
                    company: candidate.company,
                    amount: money(candidate.openCents),
                  })}
                </span>
              </label>
            ))}
          </fieldset>
          <button type="submit" className="btn-primary" disabled={save.isPending}>
            {words.confirm}
          </button>
        </form>
      ) : null}
      {problem ? (
        <p id={errorId} role="alert" className="font-medium text-danger">
          {problem}
        </p>
      ) : null}
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
        </>
      ) : null}
    </div>
  );
}
