/**
 * Numbered points: a number in a spree circle before each. The number is decoration
 * (hidden from screen readers); the list's order carries the sequence.
 */

export function NumberBadge({ n, className = "" }: { n: number; className?: string }) {
  return (
    <span
      className={`inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-spree font-bold text-white ${className}`}
      aria-hidden="true"
    >
      {n}
    </span>
  );
}

/** Cards of a number, a title and a text: the home page's reasons, a list page's benefits. */
export function NumberedCards({
  items,
  className,
  cardClassName,
}: {
  items: readonly { title: string; text: string }[];
  /** The list's layout (grid columns and spacing). */
  className: string;
  /** The cards' background and shadow. */
  cardClassName: string;
}) {
  return (
    <ul className={className}>
      {items.map((item, index) => (
        <li key={item.title} className={`rounded-2xl p-6 ${cardClassName}`}>
          <NumberBadge n={index + 1} className="text-lg" />
          <h3 className="mt-4 text-xl font-semibold">{item.title}</h3>
          <p className="mt-2 text-ink-soft">{item.text}</p>
        </li>
      ))}
    </ul>
  );
}
