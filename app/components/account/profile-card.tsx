/** A section of /profile: a title, one line saying what it is for, and its form or list. */
export function ProfileCard({ title, text, children }: { title: string; text: string; children?: React.ReactNode }) {
  return (
    <div className="rounded-2xl border border-line bg-white p-6 shadow-sm sm:p-8">
      <h2 className="text-xl font-bold">{title}</h2>
      <p className="mt-1 text-ink-soft">{text}</p>
      {children && <div className="mt-6">{children}</div>}
    </div>
  );
}
