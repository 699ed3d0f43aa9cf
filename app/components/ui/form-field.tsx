import { type ComponentProps, type ReactNode, useId } from "react";
import { cn } from "../../lib/cn";
import { Input } from "./input";
import { Label } from "./label";

/** What a control inside a Field receives so that its label, hint and error are announced with it. */
type FieldControlProps = { id: string; "aria-invalid"?: true; "aria-describedby"?: string; "aria-required"?: true };

type FieldProps = Omit<ComponentProps<"input">, "children"> & {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  /** Any control: a render function gets the id and aria wiring. Without it the Field renders an Input. */
  children?: (control: FieldControlProps) => ReactNode;
};

/** Label, control, hint and error with the aria wiring (spec 01 §5: messages next to the field). */
export function Field({ label, error, hint, className, id, required, children, ...input }: FieldProps) {
  const generated = useId();
  const controlId = id ?? generated;
  const errorId = `${controlId}-error`;
  const hintId = `${controlId}-hint`;
  const control: FieldControlProps = {
    id: controlId,
    ...(error && { "aria-invalid": true as const }),
    // The error replaces the hint while it shows, so a screen reader hears the one thing to fix.
    ...((error || hint) && { "aria-describedby": error ? errorId : hintId }),
    ...(required && { "aria-required": true as const }),
  };
  return (
    <div className={cn("grid content-start gap-1.5", className)}>
      <Label htmlFor={controlId} required={required}>
        {label}
      </Label>
      {children ? children(control) : <Input {...input} {...control} />}
      {hint && !error && (
        <p id={hintId} className="text-xs text-ink-soft">
          {hint}
        </p>
      )}
      <p id={errorId} className="text-sm font-medium text-danger empty:hidden">
        {error}
      </p>
    </div>
  );
}
