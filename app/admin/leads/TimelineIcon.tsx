/** The round icon before each entry of a lead's timeline, in the entry's tone. */

type IconName =
  | "inbox"
  | "mail"
  | "state"
  | "owner"
  | "note"
  | "call"
  | "answer"
  | "calendar"
  | "check"
  | "merge"
  | "offer"
  | "invoice";

const iconPaths: Record<IconName, string> = {
  inbox: "M4 13h4l1.5 3h5l1.5-3h4M4 13l2.5-8h11l2.5 8v6H4z",
  mail: "M3.5 6.5h17v11h-17zM3.5 6.5l8.5 6.5 8.5-6.5",
  state: "M5 12h13M13 6.5l5.5 5.5-5.5 5.5",
  owner: "M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4.5 20a7.5 7.5 0 0 1 15 0",
  note: "M4.5 19.5h4l10-10-4-4-10 10zM13 7l4 4",
  call: "M6 3.5h3l1.5 4.5-2 1.5a10 10 0 0 0 6 6l1.5-2 4.5 1.5v3a2 2 0 0 1-2 2A16.5 16.5 0 0 1 4 5.5a2 2 0 0 1 2-2z",
  answer: "M4 5h16v11H10l-6 4z",
  calendar: "M4.5 6h15v13.5h-15zM4.5 10h15M8.5 3.5v4M15.5 3.5v4",
  check: "M5 12.5l4.5 4.5L19 7.5",
  merge: "M5 4l7 7 7-7M12 11v9M9 17l3 3 3-3",
  offer: "M6.5 3.5h8l4 4v13h-12zM14.5 3.5v4h4M9 12h6M9 15.5h6",
  invoice: "M6.5 3.5h11v17l-2.75-1.75L12 20.5l-2.75-1.75L6.5 20.5zM9.5 8h5M9.5 11.5h5M9.5 15h3",
};

export function TimelineIcon({ name, tone }: { name: IconName; tone: "calm" | "alert" | "good" }) {
  const colours = {
    calm: "bg-spree-soft text-spree",
    alert: "bg-accent-soft text-danger",
    good: "bg-green-50 text-green-800",
  };
  return (
    <span
      aria-hidden="true"
      className={`mt-0.5 inline-flex size-8 shrink-0 items-center justify-center rounded-full ${colours[tone]}`}
    >
      <svg
        viewBox="0 0 24 24"
        className="size-4"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d={iconPaths[name]} />
      </svg>
    </span>
  );
}
