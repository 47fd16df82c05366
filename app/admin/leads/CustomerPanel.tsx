/**
 * The lead page's customer panel: the customer's other enquiries (same e-mail address) and
 * possible duplicates, each with a link.
 */
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { format, useI18n } from "../i18n";
import { customerQuery } from "./customers-api";

export function CustomerPanel({ leadId }: { leadId: string }) {
  const { t, dateTime } = useI18n();
  const customer = useQuery(customerQuery(leadId));
  return (
    <section
      className="card space-y-3"
      aria-labelledby="lead-customer"
      data-testid="customer-panel"
    >
      <h2 id="lead-customer" className="text-lg font-semibold">
        {customer.data
          ? format(t.customers.title, { count: customer.data.leads.length })
          : t.customers.heading}
      </h2>
      {customer.isPending ? <p role="status">{t.app.loading}</p> : null}
      {customer.error ? <p className="text-danger">{t.app.error}</p> : null}
      {customer.data ? (
        <ul className="space-y-1">
          {customer.data.leads.map((lead) => (
            <li key={lead.id}>
              {lead.id === leadId ? (
                dateTime(lead.createdAt)
              ) : (
                <Link className="text-spree underline" to={`/leads/${lead.id}`}>
                  {dateTime(lead.createdAt)}
                </Link>
              )}{" "}
              · {t.leadStates[lead.state]}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
