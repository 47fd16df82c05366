/**
 * Leaving the offer editor with unsaved changes: moving elsewhere in the back office asks
 * first (React Router's blocker), closing or reloading the tab gets the browser's warning.
 * `leaving` is set by the editor when it moves on itself (after deleting or sending).
 */
import { useCallback, useEffect, useRef, type RefObject } from "react";
import { useBlocker } from "react-router";
import { ConfirmQuestion } from "../../components/ConfirmDialog";
import { useI18n } from "../../i18n";

export function LeaveQuestion({ dirty, leaving }: { dirty: boolean; leaving: RefObject<boolean> }) {
  const { t } = useI18n();
  const words = t.offerEditor;
  const blocker = useBlocker(
    useCallback(
      ({ currentLocation, nextLocation }) =>
        !leaving.current && dirty && currentLocation.pathname !== nextLocation.pathname,
      [dirty, leaving],
    ),
  );
  const blockerRef = useRef(blocker);
  blockerRef.current = blocker;
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);
  return (
    <ConfirmQuestion
      open={blocker.state === "blocked"}
      onOpenChange={(open) => {
        // "Verwerfen" closes the question before it proceeds: the reset waits a moment.
        if (!open) {
          queueMicrotask(() => {
            const current = blockerRef.current;
            if (!leaving.current && current.state === "blocked") current.reset();
          });
        }
      }}
      title={words.leaveTitle}
      description={words.leaveText}
      confirm={words.leave}
      confirmClassName="btn-danger"
      cancel={words.stay}
      onConfirm={() => {
        leaving.current = true;
        if (blockerRef.current.state === "blocked") blockerRef.current.proceed();
      }}
    />
  );
}
