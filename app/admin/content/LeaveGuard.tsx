/**
 * Nothing lost by leaving: while there are unsaved changes, moving elsewhere in the back
 * office asks first (React Router's blocker with a question), and closing or reloading the
 * tab gets the browser's own warning.
 */
import { useEffect, useRef } from "react";
import { useBlocker } from "react-router";
import { ConfirmQuestion } from "../components/ConfirmDialog";
import { useI18n } from "../i18n";

export function LeaveGuard({ unsaved }: { unsaved: boolean }) {
  const { t } = useI18n();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      unsaved && currentLocation.pathname !== nextLocation.pathname,
  );
  // The question closes before its answer runs: "stay" resets the blocker only when the
  // answer was not "leave".
  const leaving = useRef(false);
  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [unsaved]);
  return (
    <ConfirmQuestion
      open={blocker.state === "blocked"}
      onOpenChange={(open) => {
        if (open || blocker.state !== "blocked") return;
        queueMicrotask(() => {
          if (!leaving.current) blocker.reset();
          leaving.current = false;
        });
      }}
      title={t.contentEditor.leaveTitle}
      description={t.contentEditor.leaveText}
      confirm={t.contentEditor.leaveConfirm}
      confirmClassName="btn-danger"
      cancel={t.contentEditor.stay}
      onConfirm={() => {
        if (blocker.state !== "blocked") return;
        leaving.current = true;
        blocker.proceed();
      }}
    />
  );
}
