/**
 * Drafts saved while typing: 1.5 s after the last change the draft is saved (once at a
 * time; a change made meanwhile is saved after). The state says whether everything typed
 * is saved, and when it last was.
 */
import { useEffect, useRef, useState } from "react";

export const AUTOSAVE_DELAY_MS = 1_500;

export type SaveState =
  { kind: "idle" } | { kind: "saving" } | { kind: "saved"; at: string } | { kind: "failed" };

export function useAutosave(options: {
  /** The data as typed, as JSON. */
  current: string;
  /** What the server holds, as JSON. */
  saved: string;
  enabled: boolean;
  save(): Promise<boolean>;
}) {
  const [state, setState] = useState<SaveState>({ kind: "idle" });
  const running = useRef(false);
  const save = useRef(options.save);
  save.current = options.save;
  const { current, saved, enabled } = options;
  const dirty = current !== saved;
  // After a failed save, the next try waits for the next change.
  const failedFor = useRef<string | null>(null);
  useEffect(() => {
    if (!enabled || !dirty || running.current) return;
    if (failedFor.current === current) return;
    const timer = window.setTimeout(async () => {
      running.current = true;
      setState({ kind: "saving" });
      const attempted = current;
      const ok = await save.current();
      running.current = false;
      failedFor.current = ok ? null : attempted;
      setState(ok ? { kind: "saved", at: new Date().toISOString() } : { kind: "failed" });
    }, AUTOSAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [current, enabled, dirty, state]);
  return { state, setState, dirty };
}
