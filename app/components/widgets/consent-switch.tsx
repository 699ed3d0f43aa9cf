import { useId } from "react";
import { cn } from "../../lib/cn";

type Props = { label: string; description: string; checked: boolean; disabled?: boolean; onChange?: (checked: boolean) => void };

/** One cookie category as an on/off switch. */
export function ConsentSwitch({ label, description, checked, disabled, onChange }: Props) {
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-4">
      <div>
        <label htmlFor={id} className="text-sm font-semibold">
          {label}
        </label>
        <p id={`${id}-text`} className="text-xs leading-5 text-ink-soft">
          {description}
        </p>
      </div>
      <button
        id={id}
        type="button"
        role="switch"
        aria-checked={checked}
        aria-describedby={`${id}-text`}
        disabled={disabled}
        onClick={() => onChange?.(!checked)}
        className={cn(
          "relative mt-0.5 inline-flex h-7 w-[4.25rem] shrink-0 items-center rounded-full border-2 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed",
          checked ? "border-brand-600 bg-brand-600" : "border-slate-400 bg-white",
          disabled && "opacity-70",
        )}
      >
        {/* On and off differ in color, knob position and word, so neither color vision nor a glance is needed. */}
        <span aria-hidden="true" className={cn("absolute text-[0.65rem] font-bold uppercase", checked ? "left-2 text-white" : "right-2 text-slate-600")}>
          {checked ? "On" : "Off"}
        </span>
        <span
          className={cn(
            "absolute size-5 rounded-full shadow transition-transform",
            checked ? "translate-x-[2.45rem] bg-white" : "translate-x-0.5 bg-slate-500",
          )}
        />
      </button>
    </div>
  );
}
