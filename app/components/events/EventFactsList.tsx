import type { EventFacts } from "../../content/models";
import { useDictionary } from "../../i18n/use-locale";
import { Icon, type IconName } from "../ui/page-icons";

/** Duration, participants, location and (optionally) price, each with its label for screen readers. */
export function EventFactsList({
  facts,
  withPrice = false,
  className = "",
}: {
  facts: EventFacts;
  withPrice?: boolean;
  className?: string;
}) {
  const t = useDictionary().events;
  const rows: Array<[IconName, string, string]> = [
    ["clock", t.duration, facts.duration],
    ["people", t.participants, facts.participants],
    ["pin", t.location, facts.location],
  ];
  if (withPrice) rows.push(["tag", t.price, facts.priceLine]);
  return (
    <dl className={`grid gap-2 ${className}`}>
      {rows.map(([icon, label, value]) => (
        <div key={icon} className="flex items-start gap-2.5">
          <dt className="flex items-center text-spree">
            <Icon name={icon} />
            <span className="sr-only">{label}</span>
          </dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
