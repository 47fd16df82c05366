/**
 * Tooltips for a group of triggers (one Radix Tooltip provider, so moving between them
 * skips the delay) whose code loads when it can be of use: when a mouse, touchpad or pen
 * first moves anywhere on the page (long before it rests on a trigger for the tooltip's
 * 700 ms), or enters the group, and at the first keyboard focus in the group. Radix opens
 * tooltips on hover and on focus, never on touch, so a phone fetches the code only if
 * someone tabs to a trigger, and a page nobody points at or tabs through loads none of it.
 * Until then the triggers render as they are; once loaded they are wrapped in Radix
 * tooltips (after any press under way has ended), and focus stays where it was.
 */
import {
  Component,
  startTransition,
  useEffect,
  useRef,
  useState,
  type ReactElement,
  type ReactNode,
  type RefObject,
} from "react";
import type * as TooltipExports from "./Tooltip";

type TooltipModule = typeof TooltipExports;

let loading: Promise<TooltipModule> | undefined;
const loadTooltips = () => (loading ??= import("./Tooltip"));

const focusables = (group: HTMLElement | null) => [
  ...(group?.querySelectorAll<HTMLElement>("a[href], button") ?? []),
];

/**
 * Wrapping the triggers in tooltips remounts them, which would drop keyboard focus. This
 * wrapper stays mounted: React gives it the group's focused trigger just before it changes
 * the DOM (`getSnapshotBeforeUpdate`, the only hook that runs then, hence a class) and it
 * focuses the same trigger afterwards. Taken at commit time, the snapshot is right even if
 * focus moved while the transition rendered.
 */
class KeepFocus extends Component<{ group: RefObject<HTMLElement | null>; children: ReactNode }> {
  override getSnapshotBeforeUpdate(): number {
    return focusables(this.props.group.current).indexOf(document.activeElement as HTMLElement);
  }

  override componentDidUpdate(_props: unknown, _state: unknown, focused: number) {
    const group = this.props.group.current;
    if (focused >= 0 && !group?.contains(document.activeElement)) {
      focusables(group)[focused]?.focus();
    }
  }

  override render() {
    return this.props.children;
  }
}

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

  useEffect(() => {
    // Pointer and focus may both ask; the first answer wraps the triggers once.
    let settled = false;
    let loaded: TooltipModule | undefined;
    // Presses under way: pointers down and a held Space key. Wrapping remounts the triggers,
    // and a click whose press began on the old element and ends on the new one is lost, so
    // the wrapping waits until every press has ended.
    const held = new Set<string>();
    const upgrade = () => {
      if (settled || !loaded || held.size > 0) return;
      settled = true;
      const module = loaded;
      // In a transition React renders the wrapped group in slices instead of one long
      // task right after hydration (docs/decisions/0040-islands.md).
      startTransition(() => setTooltips(module));
    };
    const load = () =>
      void loadTooltips().then((module) => {
        loaded = module;
        upgrade();
      });
    // A finger moves over and "enters" what it taps, and a tap focuses it: none of that
    // opens a tooltip.
    const hover = (event: PointerEvent) => {
      if (event.pointerType === "touch") return;
      document.removeEventListener("pointermove", hover);
      load();
    };
    const focus = (event: FocusEvent) => {
      if (event.target instanceof Element && event.target.matches(":focus-visible")) load();
    };
    const press = (key: string) => held.add(key);
    // The click (or a key's activation) comes after the release, in the same task: the
    // wrapping waits for the next one.
    const release = (key: string) => {
      if (held.delete(key)) setTimeout(upgrade);
    };
    const pointerDown = (event: PointerEvent) => press(`pointer ${event.pointerId}`);
    const pointerUp = (event: PointerEvent) => release(`pointer ${event.pointerId}`);
    const keyDown = (event: KeyboardEvent) => event.key === " " && press("Space");
    const keyUp = (event: KeyboardEvent) => event.key === " " && release("Space");
    // A release outside the window may never reach the page.
    const blur = () => {
      held.clear();
      setTimeout(upgrade);
    };
    const node = group.current;
    const capture = { capture: true, passive: true };
    const listeners: Array<[EventTarget | null, string, (event: never) => void, object?]> = [
      [document, "pointermove", hover, { passive: true }],
      [node, "pointerenter", hover],
      [node, "focusin", focus],
      [document, "pointerdown", pointerDown, capture],
      [document, "pointerup", pointerUp, capture],
      [document, "pointercancel", pointerUp, capture],
      [document, "keydown", keyDown, capture],
      [document, "keyup", keyUp, capture],
      [window, "blur", blur],
    ];
    for (const [target, type, listener, options] of listeners)
      target?.addEventListener(type, listener as EventListener, options);
    return () => {
      settled = true;
      for (const [target, type, listener, options] of listeners)
        target?.removeEventListener(type, listener as EventListener, options);
    };
  }, []);

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
  return (
    <KeepFocus group={group}>
      {tooltips ? <tooltips.TooltipProvider>{content}</tooltips.TooltipProvider> : content}
    </KeepFocus>
  );
}
