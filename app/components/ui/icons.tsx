/**
 * The site's inline icons. Every one is decorative: hidden from assistive technology (the
 * control or text beside it carries the name), never focusable, drawn in the text colour.
 * `className` sets the size (e.g. size-5) and anything else the place needs. The icons of
 * facts and contact details are in ./page-icons.tsx.
 */
import type { ReactNode } from "react";

interface IconProps {
  className: string;
  children: ReactNode;
}

/** An outline icon on a 24-unit grid, stroked in the current colour (round ends by default). */
export function StrokeIcon({
  className,
  children,
  strokeWidth = 2,
  roundCaps = true,
  roundJoins = false,
}: IconProps & { strokeWidth?: number; roundCaps?: boolean; roundJoins?: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={className}
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap={roundCaps ? "round" : undefined}
      strokeLinejoin={roundJoins ? "round" : undefined}
    >
      {children}
    </svg>
  );
}

/** A solid icon on a 20-unit grid, filled in the current colour. */
export function SolidIcon({ className, children }: IconProps) {
  return (
    <svg
      viewBox="0 0 20 20"
      className={className}
      aria-hidden="true"
      focusable="false"
      fill="currentColor"
    >
      {children}
    </svg>
  );
}

/** The × of close buttons (side menu, toasts). */
export function CloseIcon({ className }: { className: string }) {
  return (
    <StrokeIcon className={className}>
      <path d="M6 6l12 12M18 6L6 18" />
    </StrokeIcon>
  );
}
