import { format } from "../i18n/dictionary";
import { useDictionary } from "../i18n/use-locale";
import { SolidIcon } from "./ui/icons";

/** A star rating, read out as "5 von 5 Sternen" / "5 out of 5 stars". */
export function Stars({ rating, className = "" }: { rating: number; className?: string }) {
  const t = useDictionary();
  return (
    <p
      className={`flex gap-0.5 text-amber-500 ${className}`}
      role="img"
      aria-label={format(t.a11y.rating, { rating })}
    >
      {Array.from({ length: 5 }, (_, i) => (
        <SolidIcon key={i} className={`size-5 ${i < rating ? "" : "opacity-25"}`}>
          <path d="M10 1.5l2.6 5.4 5.9.8-4.3 4.1 1 5.8L10 14.8l-5.2 2.8 1-5.8L1.5 7.7l5.9-.8z" />
        </SolidIcon>
      ))}
    </p>
  );
}
