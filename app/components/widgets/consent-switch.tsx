import { useId } from "react";
import { cn } from "../../lib/cn";

type Props = { label: string; description: string; checked: boolean; disabled?: boolean; onChange?: (checked: boolean) => void };

/** One cookie category as an on/off switch. */
export function ConsentSwitch({ label, description, checked, disabled, onChange }: Props) {
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-4">
      <div>
        <label htmlFor={id} className="text-sm font-semibold">{label}</label>
        <p id={`${id}-text`} className="text-xs leading-5 text-ink-soft">{description}</p>
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
          "relative mt-0.5 h-6 w-11 shrink-0 rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed",
          checked ? "bg-brand-600" : "bg-slate-300",
          disabled && "opacity-70",
        )}
      >
        <span className={cn("absolute top-0.5 size-5 rounded-full bg-white shadow transition-transform", checked ? "translate-x-[1.375rem]" : "translate-x-0.5")} />
      </button>
    </div>
  );
}
