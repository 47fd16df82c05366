/** A lead's state as a small coloured badge, in the user's language. */
import { useI18n } from "../i18n";
import { stateBadge, type LeadState } from "./leads-api";

export function StateBadge({ state }: { state: LeadState }) {
  const { t } = useI18n();
  return (
    <span
      className={`inline-block whitespace-nowrap rounded-full border px-2 py-0.5 text-sm font-medium ${stateBadge[state]}`}
    >
      {t.leadStates[state]}
    </span>
  );
}
