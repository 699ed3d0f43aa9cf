/** The reference a visitor quotes when writing back with drawings; the acknowledgement mail repeats it. */
export function LeadReference({ reference }: { reference: string }) {
  if (!reference) return null;
  return (
    <p className="text-sm text-ink-soft">
      Your reference: <strong className="rounded-md bg-brand-50 px-2 py-1 font-mono text-base text-brand-700">{reference}</strong>
    </p>
  );
}
