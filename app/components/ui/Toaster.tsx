import { lazy, Suspense } from "react";
import { useToasts } from "./toast-store";

const ToastViewport = lazy(() => import("./ToastViewport"));

/** Mounts the toast viewport (and loads its code) only once there is something to show. */
export function Toaster() {
  const toasts = useToasts();
  if (toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ToastViewport toasts={toasts} />
    </Suspense>
  );
}
