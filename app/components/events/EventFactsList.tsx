import type { EventFacts } from "../../content/models";
import { useDictionary } from "../../i18n/use-locale";
import { SolidIcon, StrokeIcon } from "../ui/icons";

type IconName = "clock" | "people" | "pin" | "tag";

const paths: Record<IconName, string> = {
  clock: "M12 7v5l3 2M21 12a9 9 0 11-18 0 9 9 0 0118 0z",
  people:
    "M16 19v-1a4 4 0 00-4-4H7a4 4 0 00-4 4v1M9.5 10a3 3 0 100-6 3 3 0 000 6zM21 19v-1a4 4 0 00-3-3.9M15.5 4.1a3 3 0 010 5.8",
  pin: "M12 21s-7-6.1-7-11a7 7 0 0114 0c0 4.9-7 11-7 11zM12 12.5a2.5 2.5 0 100-5 2.5 2.5 0 000 5z",
  tag: "M3 12V4a1 1 0 011-1h8l9 9-9 9-9-9zM7.5 8.5h.01",
};

/** A line icon; `className` sets its size (e.g. size-5) and colour. */
export function Icon({ name, className = "size-5" }: { name: IconName; className?: string }) {
  return (
    <StrokeIcon className={`shrink-0 ${className}`} strokeWidth={1.8} roundJoins>
      <path d={paths[name]} />
    </StrokeIcon>
  );
}

/** A check mark; `className` sets its size (e.g. size-5) and colour. */
export function CheckIcon({ className = "size-5" }: { className?: string }) {
  return (
    <SolidIcon className={`shrink-0 ${className}`}>
      <path d="M16.7 5.3a1 1 0 010 1.4l-8 8a1 1 0 01-1.4 0l-4-4a1 1 0 111.4-1.4L8 12.6l7.3-7.3a1 1 0 011.4 0z" />
    </SolidIcon>
  );
}

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
