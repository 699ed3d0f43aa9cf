import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";

const dayLabel = (day: string) => new Date(`${day}T00:00:00Z`).toLocaleDateString("en-GB", { day: "numeric", month: "short", timeZone: "UTC" });

/** Leads per day for the last 30 days; the drawing is hidden from screen readers, which get a table of the same figures. */
export function LeadsChart({ days }: { days: { day: string; count: number }[] }) {
  const total = days.reduce((sum, d) => sum + d.count, 0);
  return (
    <figure className="grid min-w-0 gap-2">
      <div className="h-56 w-full min-w-0" aria-hidden="true">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart accessibilityLayer={false} data={days} margin={{ top: 8, right: 8, bottom: 0, left: -20 }}>
            <CartesianGrid vertical={false} stroke="var(--color-line)" />
            <XAxis dataKey="day" tickFormatter={dayLabel} tickLine={false} axisLine={false} fontSize={11} minTickGap={24} stroke="var(--color-ink-soft)" />
            <YAxis allowDecimals={false} tickLine={false} axisLine={false} fontSize={11} width={40} stroke="var(--color-ink-soft)" />
            <Tooltip labelFormatter={(d) => dayLabel(String(d))} formatter={(v) => [v, "Leads"]} cursor={{ fill: "var(--color-brand-50)" }} />
            <Bar dataKey="count" fill="var(--color-brand-500)" radius={[4, 4, 0, 0]} maxBarSize={18} />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <figcaption className="text-xs text-ink-soft">{total} leads in the last 30 days (spam excluded).</figcaption>
      <table className="sr-only">
        <caption>Leads per day</caption>
        <tbody>{days.map((d) => <tr key={d.day}><th scope="row">{dayLabel(d.day)}</th><td>{d.count}</td></tr>)}</tbody>
      </table>
    </figure>
  );
}
