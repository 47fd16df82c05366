import * as ToastPrimitive from "@radix-ui/react-toast";
import { useDictionary } from "../../i18n/use-locale";
import {
  dismissToast,
  TOAST_DURATION_MS,
  TOAST_HOTKEY,
  TOAST_SWIPE_THRESHOLD_PX,
  type ToastItem,
} from "./toast-store";
import { CloseIcon } from "./icons";

const variantClass: Record<ToastItem["variant"], string> = {
  default: "border-ink/10 bg-white text-ink",
  destructive: "border-red-800 bg-red-700 text-white",
};

export default function ToastViewport({ toasts }: { toasts: readonly ToastItem[] }) {
  const t = useDictionary();
  return (
    <ToastPrimitive.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
    >
      {toasts.map((item) => (
        <ToastPrimitive.Root
          key={item.id}
          open={item.open}
          onOpenChange={(open) => {
            if (!open) dismissToast(item.id);
          }}
          type={item.variant === "destructive" ? "foreground" : "background"}
          data-testid="toast"
          data-variant={item.variant}
          className={`pointer-events-auto relative flex w-full items-start gap-3 rounded-xl border p-4 pr-12 shadow-lg data-[state=open]:animate-[toast-in_200ms_ease-out] data-[state=closed]:animate-[fade-out_150ms_ease-in] data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=end]:animate-[slide-out-right_150ms_ease-in] motion-reduce:animate-none ${variantClass[item.variant]}`}
        >
          <div className="grid gap-1">
            <ToastPrimitive.Title className="font-semibold">{item.title}</ToastPrimitive.Title>
            {item.description && (
              <ToastPrimitive.Description className="text-sm opacity-90">
                {item.description}
              </ToastPrimitive.Description>
            )}
          </div>
          <ToastPrimitive.Close
            className="absolute right-1.5 top-1.5 inline-flex size-11 items-center justify-center rounded-full opacity-80 hover:opacity-100"
            aria-label={t.toast.close}
          >
            <CloseIcon className="size-5" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport
        hotkey={TOAST_HOTKEY}
        label={t.toast.region}
        className="fixed bottom-0 right-0 z-[100] flex max-h-screen w-full flex-col-reverse gap-2 p-4 outline-none sm:max-w-[420px]"
      />
    </ToastPrimitive.Provider>
  );
}
