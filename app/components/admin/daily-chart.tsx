import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { formatChartDay as dayLabel } from "../../../contract/dates";

/** A count per day as bars; the drawing is hidden from screen readers, which get a table of the same figures. */
export function DailyChart({ points, label, caption }: { points: { day: string; count: number }[]; label: string; caption: string }) {
  return (
    <figure className="grid min-w-0 gap-2">
      <div className="h-56 w-full min-w-0" aria-hidden="true">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart accessibilityLayer={false} data={points} margin={{ top: 8, right: 8, bottom: 0, left: -20 }}>
            <CartesianGrid vertical={false} stroke="var(--color-line)" />
            <XAxis dataKey="day" tickFormatter={dayLabel} tickLine={false} axisLine={false} fontSize={11} minTickGap={24} stroke="var(--color-ink-soft)" />
            <YAxis allowDecimals={false} tickLine={false} axisLine={false} fontSize={11} width={40} stroke="var(--color-ink-soft)" />
            <Tooltip labelFormatter={(d) => dayLabel(String(d))} formatter={(v) => [v, label]} cursor={{ fill: "var(--color-brand-50)" }} />
            <Bar dataKey="count" fill="var(--color-brand-500)" radius={[4, 4, 0, 0]} maxBarSize={18} />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <table className="sr-only">
        <caption>{label} per day</caption>
        <tbody>
          {points.map((d) => (
            <tr key={d.day}>
              <th scope="row">{dayLabel(d.day)}</th>
              <td>{d.count}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {/* Last, as a figure's caption must be its first or last child. */}
      <figcaption className="text-xs text-ink-soft">{caption}</figcaption>
    </figure>
  );
}
