import * as ToastPrimitive from "@radix-ui/react-toast";
import { X } from "lucide-react";
import { useEffect } from "react";
import { TOAST } from "../../../contract/constants";
import { cn } from "../../lib/cn";
import { openDialogClose } from "../../lib/return-focus";
import { dismissToast, showPendingToast, useToastState } from "../../lib/toast";

/** Radix toasts: F8 focuses the region, swipe right 50 px dismisses, 5 s on screen. */
export function Toaster() {
  const toast = useToastState();
  useEffect(showPendingToast, []);
  return (
    <ToastPrimitive.Provider duration={TOAST.durationMs} swipeDirection="right" swipeThreshold={TOAST.swipeThresholdPx}>
      {toast && (
        <ToastPrimitive.Root
          key={toast.id}
          onOpenChange={(open) => !open && dismissToast()}
          onEscapeKeyDown={(event) => {
            // This Escape already closed a confirmation above the toast: the dialog under it stays open.
            if (event.defaultPrevented) return;
            // A toast is the newest layer, but Escape belongs to the dialog the person is working in; the toast times out.
            const close = openDialogClose();
            if (!close) return;
            event.preventDefault();
            close.click();
          }}
          className={cn(
            "group pointer-events-auto relative flex w-full items-start gap-3 overflow-hidden rounded-xl border p-4 pr-10 shadow-lg",
            "data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=end]:translate-x-full data-[state=closed]:opacity-0 transition-all",
            toast.variant === "destructive" ? "border-red-200 bg-red-50 text-red-900" : "border-line bg-white text-ink",
          )}
        >
          <div className="grid gap-1">
            <ToastPrimitive.Title className="text-sm font-semibold">{toast.title}</ToastPrimitive.Title>
            {toast.description && <ToastPrimitive.Description className="text-sm opacity-90">{toast.description}</ToastPrimitive.Description>}
          </div>
          <ToastPrimitive.Close aria-label="Close" className="absolute right-2 top-2 rounded-md p-1 opacity-70 hover:opacity-100">
            <X className="size-4" aria-hidden="true" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      )}
      <ToastPrimitive.Viewport className="fixed bottom-0 right-0 z-[100] flex max-h-screen w-full flex-col p-4 sm:max-w-sm" />
    </ToastPrimitive.Provider>
  );
}
