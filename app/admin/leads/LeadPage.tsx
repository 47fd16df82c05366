/**
 * One lead as the place where its sales work happens: at the top who asked, the state, the
 * owner, the next step and the actions (LeadHeader); then a deposit still open shortly
 * before the event (decision 0187), the lead's offers ("Angebot
 * erstellen"), recording a note, call or the customer's answer, and the whole timeline;
 * beside them (below them at 390 px) what the visitor sent and the customer's other
 * enquiries. "Antworten" opens the reply composer.
 */
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link, useParams } from "react-router";
import { AdminApiError } from "../api";
import { usePageTitle } from "../components/Layout";
import { format, useI18n } from "../i18n";
import { ActivityComposer } from "./ActivityComposer";
import { CustomerPanel } from "./CustomerPanel";
import { LeadDetails } from "./LeadDetails";
import { LeadHeader } from "./LeadHeader";
import { LeadOffers } from "../offers/LeadOffers";
import { LeadDepositWarning } from "../invoices/DepositsDue";
import { leadQuery } from "./leads-api";
import { ReplyComposer, type Answering } from "./ReplyComposer";
import { useLeadMailRefresh, useMarkAnswersRead } from "./mails-in-api";
import { Timeline } from "./Timeline";

export function LeadPage() {
  const { id = "" } = useParams();
  const { t } = useI18n();
  const lead = useQuery(leadQuery(id));
  const [replying, setReplying] = useState(false);
  const [answering, setAnswering] = useState<Answering | null>(null);
  useLeadMailRefresh(id);
  useMarkAnswersRead(id);
  usePageTitle(lead.data ? format(t.lead.title, { name: lead.data.name }) : t.inbox.title);

  if (lead.isPending) return <p role="status">{t.app.loading}</p>;
  if (lead.error) {
    return (
      <section className="space-y-3">
        <h1 className="text-2xl font-bold">
          {lead.error instanceof AdminApiError && lead.error.status === 404
            ? t.lead.notFound
            : t.app.error}
        </h1>
        <Link className="text-spree underline" to="/leads">
          {t.lead.back}
        </Link>
      </section>
    );
  }
  const data = lead.data;
  return (
    <div className="space-y-4">
      <Link className="inline-flex min-h-8 items-center text-spree underline" to="/leads">
        {t.lead.back}
      </Link>
      <LeadHeader
        lead={data}
        onReply={() => {
          setAnswering(null);
          setReplying(true);
        }}
      />
      <div className="grid items-start gap-4 lg:grid-cols-3">
        <div className="min-w-0 space-y-4 lg:col-span-2">
          <LeadDepositWarning leadId={data.id} />
          <LeadOffers lead={data} />
          {data.mergedInto ? null : <ActivityComposer lead={data} />}
          <Timeline
            lead={data}
            onAnswer={(mail) => {
              setAnswering(mail);
              setReplying(true);
            }}
          />
        </div>
        <div className="min-w-0 space-y-4">
          <LeadDetails lead={data} />
          <CustomerPanel leadId={data.id} />
        </div>
      </div>
      <ReplyComposer lead={data} answering={answering} open={replying} onOpenChange={setReplying} />
    </div>
  );
}
