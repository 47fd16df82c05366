/**
 * Tooltips for a group of triggers (one Radix Tooltip provider, so moving between them
 * skips the delay) whose code loads when the page is idle after hydration, or at the first
 * hover or focus in the group. Until then the triggers render as they are; once loaded they
 * are wrapped in Radix tooltips, and focus stays where it was.
 */
import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ReactElement,
  type ReactNode,
} from "react";
import { whenIdle } from "../../lib/idle";
import type * as TooltipExports from "./Tooltip";

type TooltipModule = typeof TooltipExports;

let loading: Promise<TooltipModule> | undefined;
const loadTooltips = () => (loading ??= import("./Tooltip"));

const focusables = (group: HTMLElement | null) => [
  ...(group?.querySelectorAll<HTMLElement>("a[href], button") ?? []),
];

export type Tip = (
  content: string,
  trigger: ReactElement,
  options?: { align?: "start" | "center" | "end" },
) => ReactElement;

export function LazyTooltipGroup({
  children,
  className,
}: {
  children: (tip: Tip) => ReactNode;
  className: string;
}) {
  const [tooltips, setTooltips] = useState<TooltipModule | null>(null);
  const group = useRef<HTMLDivElement>(null);
  /** Which of the group's links and buttons had focus when the triggers were remounted. */
  const refocus = useRef<number>(-1);

  useEffect(() => {
    // Idle, pointer and focus may all ask; the first answer wraps the triggers once.
    let settled = false;
    const load = () =>
      void loadTooltips().then((module) => {
        if (settled) return;
        settled = true;
        // Wrapping the triggers remounts them: remember which one had focus.
        refocus.current = focusables(group.current).indexOf(document.activeElement as HTMLElement);
        setTooltips(module);
      });
    const node = group.current;
    node?.addEventListener("pointerenter", load, { once: true });
    node?.addEventListener("focusin", load, { once: true });
    const cancelIdle = whenIdle(load);
    return () => {
      settled = true;
      node?.removeEventListener("pointerenter", load);
      node?.removeEventListener("focusin", load);
      cancelIdle();
    };
  }, []);

  useLayoutEffect(() => {
    if (!tooltips || refocus.current < 0) return;
    focusables(group.current)[refocus.current]?.focus();
    refocus.current = -1;
  }, [tooltips]);

  const tip: Tip = (content, trigger, options) =>
    tooltips ? (
      <tooltips.Tooltip content={content} align={options?.align}>
        {trigger}
      </tooltips.Tooltip>
    ) : (
      trigger
    );
  const content = (
    <div ref={group} className={className}>
      {children(tip)}
    </div>
  );
  return tooltips ? <tooltips.TooltipProvider>{content}</tooltips.TooltipProvider> : content;
}
