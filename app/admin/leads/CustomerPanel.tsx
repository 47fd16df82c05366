/**
 * The lead page's customer panel: the customer's enquiries (every one from the same e-mail
 * address, earlier and later) with their dates, events, states and outcomes; possible
 * duplicates (within 30 days: same address, phone, company or company domain) marked with
 * their reasons in words; and "Zusammenführen", which takes a duplicate into this lead after
 * a confirmation that says what happens. (That a lead was merged away, and where to, the
 * lead page's header says from the lead's `mergedInto`.)
 */
import * as Dialog from "@radix-ui/react-dialog";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { AdminApiError } from "../api";
import { Notice } from "../components/Field";
import { format, useI18n } from "../i18n";
import { customerQuery, mergeLead, type CustomerLead, type DuplicateLead } from "./customers-api";
import { useLeadFormat } from "./lead-format";
import { StateBadge } from "./StateBadge";

function MergeDialog({
  leadId,
  other,
  onMerged,
}: {
  leadId: string;
  other: DuplicateLead;
  onMerged(name: string): void;
}) {
  const { t } = useI18n();
  const when = useLeadFormat();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const merged = useRef(false);
  const merge = useMutation({
    mutationFn: () => mergeLead(leadId, other.id),
    onSuccess: async () => {
      merged.current = true;
      setOpen(false);
      onMerged(other.name);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ["lead", leadId] }),
        queryClient.invalidateQueries({ queryKey: ["lead", other.id] }),
        queryClient.invalidateQueries({ queryKey: ["leads"] }),
      ]);
    },
  });
  const error = merge.error;
  const errorText =
    error instanceof AdminApiError
      ? error.status === 409
        ? t.customers.mergeConflict
        : error.status === 404
          ? t.customers.otherGone
          : error.field === "otherId"
            ? t.customers.otherMerged
            : t.app.error
      : error
        ? t.app.error
        : null;
  const names = { name: other.name, date: when.at(other.createdAt) };
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) merge.reset();
      }}
    >
      <Dialog.Trigger className="btn-outline" aria-label={format(t.customers.mergeLabel, names)}>
        {t.customers.merge}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/40" />
        <Dialog.Content
          className="card fixed left-1/2 top-1/2 z-50 max-h-[calc(100vh-2rem)] w-[min(34rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 space-y-3 overflow-y-auto"
          // After a merge this button's row goes away: the panel's confirmation takes the focus.
          onCloseAutoFocus={(event) => {
            if (merged.current) event.preventDefault();
          }}
        >
          <Dialog.Title className="text-lg font-semibold break-words">
            {format(t.customers.mergeTitle, names)}
          </Dialog.Title>
          <Dialog.Description asChild>
            <div className="space-y-2">
              <p>{format(t.customers.mergeWhat, names)}</p>
              <p>{t.customers.mergeAfter}</p>
            </div>
          </Dialog.Description>
          {errorText ? <Notice kind="error">{errorText}</Notice> : null}
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className="btn-primary"
              disabled={merge.isPending}
              onClick={() => merge.mutate()}
            >
              {merge.isPending ? t.customers.merging : t.customers.mergeConfirm}
            </button>
            <Dialog.Close className="btn-outline">{t.customers.cancel}</Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** "Mögliches Duplikat: gleiche Telefonnummer, gleicher Firmenname". */
function DuplicateMark({ duplicate }: { duplicate: DuplicateLead }) {
  const { t } = useI18n();
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
      <span className="rounded-full border border-accent/40 bg-accent-soft px-2 py-0.5 font-semibold text-accent-strong">
        {t.customers.duplicate}
      </span>
      <span>{duplicate.reasons.map((reason) => t.customers.reasons[reason]).join(", ")}</span>
    </p>
  );
}

function eventsText(events: string[], other: string): string {
  return events.map((title) => (title === "other" ? other : title)).join(", ");
}

function CustomerRow({
  leadId,
  lead,
  duplicate,
  onMerged,
}: {
  leadId: string;
  lead: CustomerLead;
  duplicate: DuplicateLead | undefined;
  onMerged(name: string): void;
}) {
  const { t } = useI18n();
  const when = useLeadFormat();
  const current = lead.id === leadId;
  const facts = [
    lead.state === "lost" && lead.lostReason
      ? format(t.customers.lostBecause, { reason: t.lostReasons[lead.lostReason] })
      : null,
    lead.estimateCents !== null
      ? format(t.customers.estimate, { amount: when.money(lead.estimateCents) })
      : null,
    lead.ownerName ? format(t.customers.owner, { name: lead.ownerName }) : null,
  ].filter(Boolean);
  return (
    <li
      className={`space-y-1 py-3 ${current ? "rounded-lg bg-sand px-3" : ""}`}
      aria-current={current ? "page" : undefined}
      data-testid="customer-lead"
    >
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
        {current ? (
          <span className="font-medium">
            {when.at(lead.createdAt)} · {t.customers.thisLead}
          </span>
        ) : (
          <Link className="font-medium text-spree underline" to={`/leads/${lead.id}`}>
            {when.at(lead.createdAt)}
          </Link>
        )}
        <StateBadge state={lead.state} />
      </p>
      <p className="break-words">{eventsText(lead.events, t.inbox.otherEvent)}</p>
      {facts.length ? <p className="text-sm text-ink-soft">{facts.join(" · ")}</p> : null}
      {duplicate && !current ? (
        <div className="flex flex-wrap items-center gap-2">
          <DuplicateMark duplicate={duplicate} />
          <MergeDialog leadId={leadId} other={duplicate} onMerged={onMerged} />
        </div>
      ) : null}
    </li>
  );
}

function DuplicateRow({
  leadId,
  duplicate,
  onMerged,
}: {
  leadId: string;
  duplicate: DuplicateLead;
  onMerged(name: string): void;
}) {
  const when = useLeadFormat();
  return (
    <li className="space-y-1 py-3" data-testid="duplicate">
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Link className="font-medium text-spree underline" to={`/leads/${duplicate.id}`}>
          {duplicate.name}
        </Link>
        <StateBadge state={duplicate.state} />
      </p>
      <p className="break-words text-sm text-ink-soft">
        {[duplicate.company, duplicate.email, when.at(duplicate.createdAt)]
          .filter(Boolean)
          .join(" · ")}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <DuplicateMark duplicate={duplicate} />
        <MergeDialog leadId={leadId} other={duplicate} onMerged={onMerged} />
      </div>
    </li>
  );
}

export function CustomerPanel({ leadId }: { leadId: string }) {
  const { t } = useI18n();
  const customer = useQuery(customerQuery(leadId));
  const [mergedName, setMergedName] = useState<string | null>(null);
  const mergedNotice = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (mergedName) mergedNotice.current?.focus();
  }, [mergedName]);
  useEffect(() => setMergedName(null), [leadId]);

  const data = customer.data;
  const duplicates = data?.duplicates ?? [];
  const byId = new Map(duplicates.map((duplicate) => [duplicate.id, duplicate]));
  const customerIds = new Set(data?.leads.map((lead) => lead.id) ?? []);
  const others = duplicates.filter((duplicate) => !customerIds.has(duplicate.id));
  const count = data?.leads.length ?? 0;
  return (
    <section
      className="card space-y-3"
      aria-labelledby="lead-customer"
      data-testid="customer-panel"
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h2 id="lead-customer" className="text-lg font-semibold">
          {!data
            ? t.customers.heading
            : count === 1
              ? t.customers.titleOne
              : format(t.customers.title, { count })}
        </h2>
        {duplicates.length ? (
          <span className="rounded-full border border-accent/40 bg-accent-soft px-2 py-0.5 text-sm font-semibold text-accent-strong">
            {duplicates.length === 1
              ? t.customers.duplicateOne
              : format(t.customers.duplicateCount, { count: duplicates.length })}
          </span>
        ) : null}
      </div>
      {mergedName ? (
        <div ref={mergedNotice} tabIndex={-1} className="outline-none focus-visible:outline-2">
          <Notice kind="success">{format(t.customers.merged, { name: mergedName })}</Notice>
        </div>
      ) : null}
      {customer.isPending ? <p role="status">{t.app.loading}</p> : null}
      {customer.error ? <Notice kind="error">{t.app.error}</Notice> : null}
      {data && count === 1 && data.leads[0]!.id === leadId ? (
        <p className="text-sm text-ink-soft">{t.customers.noOther}</p>
      ) : data ? (
        <>
          <p className="text-sm text-ink-soft">{t.customers.intro}</p>
          <ol className="divide-y divide-ink/10" data-testid="customer-leads">
            {data.leads.map((lead) => (
              <CustomerRow
                key={lead.id}
                leadId={leadId}
                lead={lead}
                duplicate={byId.get(lead.id)}
                onMerged={setMergedName}
              />
            ))}
          </ol>
        </>
      ) : null}
      {others.length ? (
        <>
          <h3 className="font-semibold">{t.customers.duplicatesTitle}</h3>
          <p className="text-sm text-ink-soft">{t.customers.duplicatesIntro}</p>
          <ul className="divide-y divide-ink/10" data-testid="customer-duplicates">
            {others.map((duplicate) => (
              <DuplicateRow
                key={duplicate.id}
                leadId={leadId}
                duplicate={duplicate}
                onMerged={setMergedName}
              />
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
