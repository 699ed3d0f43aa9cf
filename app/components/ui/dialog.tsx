import * as DialogPrimitive from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import { type ComponentProps, useRef } from "react";
import { cn } from "../../lib/cn";
import { Button } from "./button";
import { DIALOG_CLOSE, openDialogClose, useReturnFocus } from "../../lib/return-focus";

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;

export function DialogContent({
  className,
  children,
  onOpenAutoFocus,
  onCloseAutoFocus,
  onEscapeKeyDown,
  nested,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content> & {
  /** Opened from inside another dialog: its overlay dims the dialog below as well as the page. */
  nested?: boolean;
}) {
  const returnFocus = useReturnFocus();
  const ownClose = useRef<HTMLButtonElement>(null);
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className={cn("fixed inset-0 bg-ink/50 backdrop-blur-[2px]", nested ? "z-[72]" : "z-[70]")} />
      <DialogPrimitive.Content
        className={cn(
          "fixed top-1/2 left-1/2 grid",
          nested ? "z-[73]" : "z-[71]",
          "max-h-[90vh] w-[calc(100%-1.5rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto",
          "rounded-xl border border-line bg-white p-5 shadow-xl sm:p-6",
          className,
        )}
        onOpenAutoFocus={(event) => {
          returnFocus.onOpenAutoFocus();
          onOpenAutoFocus?.(event);
        }}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          if (!event.defaultPrevented) returnFocus.onCloseAutoFocus(event);
        }}
        onEscapeKeyDown={(event) => {
          onEscapeKeyDown?.(event);
          if (event.defaultPrevented) return;
          // Radix gives Escape to the newest layer, which a re-rendered dialog can become under its own confirmation:
          // Escape closes the dialog the person is in.
          const close = openDialogClose();
          if (!close || close === ownClose.current) return;
          event.preventDefault();
          close.click();
        }}
        {...props}
      >
        {children}
        <DialogPrimitive.Close
          ref={ownClose}
          {...{ [DIALOG_CLOSE]: "" }}
          className="absolute top-4 right-4 rounded-md p-1 text-ink-soft hover:bg-paper hover:text-ink"
          aria-label="Close"
        >
          <X className="size-4" aria-hidden="true" />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogHeader({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("grid gap-1 pr-8", className)} {...props} />;
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cn("text-lg font-semibold text-ink", className)} {...props} />;
}

export function DialogDescription({ className, ...props }: ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn("text-sm text-ink-soft", className)} {...props} />;
}

export function DialogFooter({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("flex flex-col-reverse gap-2 sm:flex-row sm:justify-end", className)} {...props} />;
}

/** The footer of a dialog's form: Cancel, and the submit button that says what it does and that it is doing it. */
export function DialogActions({
  onCancel,
  pending,
  submit,
  submitting,
  destructive,
}: {
  onCancel: () => void;
  pending: boolean;
  submit: string;
  submitting: string;
  /** For an action that cannot be undone: the submit button reads as a warning. */
  destructive?: boolean;
}) {
  return (
    <DialogFooter>
      <Button type="button" variant="outline" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" variant={destructive ? "destructive" : undefined} disabled={pending}>
        {pending ? submitting : submit}
      </Button>
    </DialogFooter>
  );
}
