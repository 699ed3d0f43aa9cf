import { Card } from "../ui/card";
/** A section of /profile: a title, one line saying what it is for, and its form or list. */
export function ProfileCard({ title, text, children }: { title: string; text: string; children?: React.ReactNode }) {
  return (
    <Card asChild className="rounded-2xl p-6 sm:p-8">
      <div>
        <h2 className="text-xl font-bold">{title}</h2>
        <p className="mt-1 text-ink-soft">{text}</p>
        {children && <div className="mt-6">{children}</div>}
      </div>
    </Card>
  );
}
