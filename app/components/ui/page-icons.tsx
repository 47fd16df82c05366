/**
 * The icons the pages show beside facts and contact details: the event facts, the check
 * mark of "what is included", phone and e-mail. Built on the primitives in ./icons.tsx and
 * kept apart from them, so that the islands every page hydrates (header, toasts) do not
 * load these paths; only the generic event page's island does.
 */
import { SolidIcon, StrokeIcon } from "./icons";

export type IconName = "clock" | "people" | "pin" | "tag";

const paths: Record<IconName, string> = {
  clock: "M12 7v5l3 2M21 12a9 9 0 11-18 0 9 9 0 0118 0z",
  people:
    "M16 19v-1a4 4 0 00-4-4H7a4 4 0 00-4 4v1M9.5 10a3 3 0 100-6 3 3 0 000 6zM21 19v-1a4 4 0 00-3-3.9M15.5 4.1a3 3 0 010 5.8",
  pin: "M12 21s-7-6.1-7-11a7 7 0 0114 0c0 4.9-7 11-7 11zM12 12.5a2.5 2.5 0 100-5 2.5 2.5 0 000 5z",
  tag: "M3 12V4a1 1 0 011-1h8l9 9-9 9-9-9zM7.5 8.5h.01",
};

/** A line icon of the event facts (duration, participants, place, price). */
export function Icon({ name, className = "size-5" }: { name: IconName; className?: string }) {
  return (
    <StrokeIcon className={`shrink-0 ${className}`} strokeWidth={1.8} roundJoins>
      <path d={paths[name]} />
    </StrokeIcon>
  );
}

/** A check mark, for lists of what is included. */
export function CheckIcon({ className = "size-5" }: { className?: string }) {
  return (
    <SolidIcon className={`shrink-0 ${className}`}>
      <path d="M16.7 5.3a1 1 0 010 1.4l-8 8a1 1 0 01-1.4 0l-4-4a1 1 0 111.4-1.4L8 12.6l7.3-7.3a1 1 0 011.4 0z" />
    </SolidIcon>
  );
}

/** A telephone handset, beside the agency's number. */
export function PhoneIcon() {
  return (
    <StrokeIcon className="size-5" strokeWidth={1.8} roundCaps={false} roundJoins>
      <path d="M5 3h4l2 5-2.5 1.5a11 11 0 005 5L15 12l5 2v4a2 2 0 01-2 2A16 16 0 013 5a2 2 0 012-2z" />
    </StrokeIcon>
  );
}

/** An envelope, beside the agency's e-mail address. */
export function MailIcon() {
  return (
    <StrokeIcon className="size-5 shrink-0" strokeWidth={1.8} roundCaps={false} roundJoins>
      <path d="M3 6h18v12H3zM3 7l9 6 9-6" />
    </StrokeIcon>
  );
}
