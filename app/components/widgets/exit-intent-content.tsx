import { BadgeCheck, Clock, FileCheck2, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { type AssessmentPromise, assessmentPromises } from "../../../content/assessment-offer";
import { cn } from "../../lib/cn";
import type { ExitIntentVariant } from "../../lib/exit-intent";

const IMAGE = "/images/services/bim-services.svg";

// Each promise's icon; the words are in content/assessment-offer.ts.
const promiseIcons = { assessment: Clock, price: FileCheck2, quality: BadgeCheck } satisfies Record<AssessmentPromise["id"], LucideIcon>;
const promises = assessmentPromises.map((promise) => ({ ...promise, icon: promiseIcons[promise.id] }));

type Props = { variant: ExitIntentVariant; heading: ReactNode; text: ReactNode; form: ReactNode; close: ReactNode };

/** The four layouts of the popup around the same heading, text and form. */
export function ExitIntentContent({ variant, heading, text, form, close }: Props) {
  if (variant === "minimal") {
    return (
      <div data-variant="minimal" className="relative p-6 sm:p-7">
        {close}
        {heading}
        {text}
        <div className="mt-5">{form}</div>
      </div>
    );
  }
  if (variant === "full-image") {
    return (
      <div data-variant="full-image" className="relative isolate overflow-hidden bg-brand-900 p-7 text-white sm:p-10">
        <img src={IMAGE} alt="" aria-hidden="true" className="absolute inset-0 -z-10 size-full object-cover opacity-25" />
        <div aria-hidden="true" className="absolute inset-0 -z-10 bg-gradient-to-br from-brand-900/95 via-brand-900/80 to-brand-700/70" />
        {close}
        {heading}
        {text}
        <div className="mt-6">{form}</div>
      </div>
    );
  }
  const body = (
    <>
      {heading}
      {text}
      <ul className="mt-4 space-y-2">
        {promises.map(({ icon: Icon, text: line }) => (
          <li key={line} className="flex items-center gap-2 text-sm text-ink-soft">
            <Icon className="size-4 text-success" aria-hidden="true" />
            {line}
          </li>
        ))}
      </ul>
      <div className="mt-6">{form}</div>
    </>
  );
  if (variant === "image-left") {
    return (
      <div data-variant="image-left" className="relative grid sm:grid-cols-[0.9fr_1.1fr]">
        <div className="hidden items-center justify-center bg-brand-50 p-6 sm:flex">
          <img src={IMAGE} alt="" aria-hidden="true" className="max-h-64 w-full object-contain" />
        </div>
        <div className="p-6 sm:p-8">
          {close}
          {body}
        </div>
      </div>
    );
  }
  return (
    <div data-variant="standard" className={cn("relative p-6 sm:p-8")}>
      {close}
      <span className="mb-4 inline-flex rounded-full bg-brand-50 px-3 py-1 text-xs font-bold uppercase tracking-[0.14em] text-brand-700">Free assessment</span>
      {body}
    </div>
  );
}
