/**
 * One cookie category of the banner's settings: its name and what it is for, and a switch
 * (a native checkbox with the switch role: keyboard, forms and screen readers for free).
 */
import { de as texts } from "../../i18n/dictionary/consent-banner";

export function Category({
  id,
  text: [label, description],
  checked,
  disabled = false,
  onChange,
}: {
  id: string;
  text: readonly [string, string];
  checked: boolean;
  disabled?: boolean;
  onChange?: (checked: boolean) => void;
}) {
  return (
    <li className="flex items-center justify-between gap-4 py-3">
      <label htmlFor={id} className="text-sm">
        <span className="font-semibold">{label}</span>
        {disabled && <span className="ml-2 text-xs text-ink-soft">({texts.alwaysOn})</span>}
        <span className="mt-0.5 block text-xs leading-snug text-ink-soft">{description}</span>
      </label>
      {/* A native checkbox with the switch role: keyboard, forms and screen readers for free. */}
      <span className="relative inline-flex h-7 w-12 shrink-0 items-center">
        <input
          id={id}
          type="checkbox"
          role="switch"
          checked={checked}
          disabled={disabled}
          onChange={(event) => onChange?.(event.target.checked)}
          className="peer absolute inset-0 z-10 cursor-pointer opacity-0 disabled:cursor-not-allowed"
        />
        <span
          aria-hidden="true"
          className="h-7 w-12 rounded-full bg-ink/25 transition-colors peer-checked:bg-spree peer-disabled:opacity-60 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-spree"
        />
        <span
          aria-hidden="true"
          className="pointer-events-none absolute left-1 size-5 rounded-full bg-white shadow transition-transform peer-checked:translate-x-5"
        />
      </span>
    </li>
  );
}
