/** The inbox's view tabs with the overdue count, each view a link of its own. */
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { useI18n } from "../i18n";
import { INBOX_VIEWS, leadCountsQuery, type InboxView } from "./leads-api";

/** The view tabs: links (each view has its address), the current one marked. */
export function ViewTabs({ view, params }: { view: InboxView; params: URLSearchParams }) {
  const { t } = useI18n();
  const counts = useQuery(leadCountsQuery);
  const hrefOf = (next: InboxView) => {
    const query = new URLSearchParams(params);
    query.delete("after");
    if (next === "all") query.delete("view");
    else query.set("view", next);
    const text = query.toString();
    return { pathname: "/leads", search: text ? `?${text}` : "" };
  };
  return (
    <nav aria-label={t.inbox.views}>
      <ul className="flex flex-wrap gap-2">
        {INBOX_VIEWS.map((option) => {
          const current = option === view;
          const overdue = option === "overdue" ? (counts.data?.overdue ?? 0) : 0;
          // New answers and mails waiting to be assigned both wait under "Neue Antworten".
          const answers =
            option === "answers" ? (counts.data?.answers ?? 0) + (counts.data?.toAssign ?? 0) : 0;
          return (
            <li key={option}>
              <Link
                to={hrefOf(option)}
                aria-current={current ? "page" : undefined}
                className={`flex min-h-11 items-center gap-2 rounded-full border px-4 font-medium ${
                  current
                    ? "border-spree bg-spree text-white"
                    : "border-ink/20 bg-white text-ink hover:border-ink/50"
                }`}
              >
                {t.inboxViews[option]}
                {overdue > 0 ? (
                  <span
                    className={`rounded-full px-2 text-sm font-semibold ${
                      current ? "bg-white text-danger" : "bg-danger text-white"
                    }`}
                    data-testid="overdue-tab-count"
                  >
                    <span aria-hidden="true">{overdue}</span>
                    <span className="sr-only">({overdue})</span>
                  </span>
                ) : null}
                {answers > 0 ? (
                  <span
                    className={`rounded-full px-2 text-sm font-semibold ${
                      current ? "bg-white text-spree" : "bg-spree text-white"
                    }`}
                    data-testid="answers-tab-count"
                  >
                    <span aria-hidden="true">{answers}</span>
                    <span className="sr-only">({answers})</span>
                  </span>
                ) : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
