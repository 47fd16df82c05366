/** Who owns a lead: their initials in a circle and their name, or "Nicht zugewiesen". */
import { useI18n } from "../i18n";
import { initials } from "./lead-format";

export function OwnerBadge({
  owner,
  compact = false,
}: {
  owner: { id: string; name: string } | null;
  /** Initials only (the name stays for screen readers and as the tooltip). */
  compact?: boolean;
}) {
  const { t } = useI18n();
  if (!owner) return <span className="text-ink-soft">{t.inbox.unassigned}</span>;
  return (
    <span className="inline-flex min-w-0 items-center gap-2" title={owner.name}>
      <span
        aria-hidden="true"
        className="inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-spree text-xs font-semibold text-white"
      >
        {initials(owner.name)}
      </span>
      <span className={compact ? "sr-only" : "truncate"}>{owner.name}</span>
    </span>
  );
}
