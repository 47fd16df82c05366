import * as TooltipPrimitive from "@radix-ui/react-tooltip";

/** Tooltips open after 700 ms; moving between triggers within 300 ms skips the delay. */
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

export function TooltipProvider({ children }: { children: React.ReactNode }) {
  return (
    <TooltipPrimitive.Provider
      delayDuration={TOOLTIP_DELAY_MS}
      skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}
    >
      {children}
    </TooltipPrimitive.Provider>
  );
}

/** A tooltip on a focusable trigger; opens on hover and keyboard focus. */
export function Tooltip({
  content,
  children,
  align = "center",
}: {
  content: React.ReactNode;
  children: React.ReactElement;
  /** Where the tip lines up with its trigger; "end" keeps it off a neighbour to the right. */
  align?: "start" | "center" | "end";
}) {
  return (
    <TooltipPrimitive.Root>
      <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
      <TooltipPrimitive.Portal>
        <TooltipPrimitive.Content
          sideOffset={6}
          align={align}
          className="z-50 max-w-xs rounded-lg bg-ink px-3 py-2 text-sm text-white shadow-lg data-[state=delayed-open]:animate-[fade-in_150ms_ease-out]"
        >
          {content}
          <TooltipPrimitive.Arrow className="fill-ink" />
        </TooltipPrimitive.Content>
      </TooltipPrimitive.Portal>
    </TooltipPrimitive.Root>
  );
}
