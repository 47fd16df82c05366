/** The brand mark: the Spree as a wave under a rising spark. Decorative; the brand name is text. */
export function LogoMark({ className = "size-9" }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" className={className} aria-hidden="true" focusable="false">
      <rect width="40" height="40" rx="11" fill="#13212e" />
      <path
        d="M7 25c3.2 0 3.2-3 6.5-3s3.3 3 6.5 3 3.2-3 6.5-3 3.3 3 6.5 3"
        fill="none"
        stroke="#7fc4cc"
        strokeWidth="2.6"
        strokeLinecap="round"
      />
      <path
        d="M7 31c3.2 0 3.2-3 6.5-3s3.3 3 6.5 3 3.2-3 6.5-3 3.3 3 6.5 3"
        fill="none"
        stroke="#3d8f9a"
        strokeWidth="2.6"
        strokeLinecap="round"
      />
      <circle cx="20" cy="13" r="4.5" fill="#f07a3a" />
    </svg>
  );
}
