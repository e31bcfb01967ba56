// A weekly bar chart drawn by React as SVG (no chart library: nothing to download, nothing for the
// landing page to carry), with its figures in a table beside it on a wide screen and under it on a
// phone. The SVG is only a picture of the table: screen readers read the table.
//
// Bars are placed in percentages of the plot, so the chart fills any width (and on a wide screen the
// height of its table) while its labels, written in HTML around the plot, keep their size; one slot
// per week, a bar per series side by side.
import { formatShortDate } from '#shared/i18n/format-short-date.ts';
import { Card, CardContent, CardHeader } from '../../../components/ui/card.tsx';
import { useLocale, useT } from '../../../i18n/i18n-context.tsx';
import { cn } from '../../../lib/cn.ts';
import { scaleTop } from './chart-scale.ts';

export type Series = {
  key: string;
  label: string;
  /** Tailwind fill and background classes of its bars and its legend swatch. */
  fill: string;
  swatch: string;
  values: readonly number[];
  /** A value as the table and the bar's tooltip write it. */
  format: (index: number) => string;
};

/** Every third week is labelled under the axis, ending with the current one. */
const LABEL_EVERY = 3;

export function weekDate(weekStart: string): Date {
  return new Date(`${weekStart}T00:00:00Z`);
}

export function WeeklyBarsCard({
  id,
  title,
  weeks,
  series,
  formatAxis,
}: {
  id: string;
  title: string;
  weeks: readonly string[];
  series: readonly Series[];
  formatAxis: (value: number) => string;
}) {
  const t = useT();
  const language = useLocale();
  const labels = weeks.map((week) => formatShortDate(language, weekDate(week), { timeZone: 'UTC' }));
  const headingId = `${id}-heading`;
  return (
    <Card>
      <section aria-labelledby={headingId} data-testid={id}>
        <CardHeader className="flex-row flex-wrap items-baseline justify-between gap-x-6 gap-y-2 p-4 sm:p-6">
          <h3 id={headingId} className="text-lg leading-tight font-semibold">
            {title}
          </h3>
          {series.length > 1 && (
            <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-gray-700" aria-hidden="true">
              {series.map((s) => (
                <li key={s.key} className="flex items-center gap-1.5">
                  <span className={cn('inline-block h-3 w-3 rounded-sm', s.swatch)} />
                  {s.label}
                </li>
              ))}
            </ul>
          )}
        </CardHeader>
        <CardContent className="grid items-start gap-6 px-4 pb-4 sm:px-6 sm:pb-6 lg:grid-cols-[minmax(0,1fr)_16rem] lg:items-stretch">
          <Bars labels={labels} series={series} formatAxis={formatAxis} />
          <table className="w-full text-sm tabular-nums">
            <caption className="sr-only">{title}</caption>
            <thead>
              <tr className="border-b border-gray-200 text-gray-700">
                <th scope="col" className="py-1 pr-2 text-left font-semibold">
                  {t('admin.sales.weekOf')}
                </th>
                {series.map((s) => (
                  <th key={s.key} scope="col" className="py-1 pl-2 text-right font-semibold">
                    {s.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {weeks.map((week, i) => (
                <tr key={week} className="border-b border-gray-100 last:border-b-0">
                  <th scope="row" className="py-0.5 pr-2 text-left font-normal whitespace-nowrap">
                    {labels[i]}
                  </th>
                  {series.map((s) => (
                    <td key={s.key} className="py-0.5 pl-2 text-right whitespace-nowrap">
                      {s.format(i)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </CardContent>
      </section>
    </Card>
  );
}

function Bars({
  labels,
  series,
  formatAxis,
}: {
  labels: readonly string[];
  series: readonly Series[];
  formatAxis: (value: number) => string;
}) {
  const top = scaleTop(series.flatMap((s) => s.values));
  const slot = 100 / Math.max(labels.length, 1);
  const barWidth = (slot * 0.7) / Math.max(series.length, 1);
  /** A bar's height in percent of the plot; a value above 0 always shows. */
  const heightOf = (value: number) => (value > 0 ? Math.max(0.5, (Math.min(value, top) / top) * 100) : 0);
  return (
    <div
      aria-hidden="true"
      className="flex h-48 min-w-0 flex-col text-[11px] leading-4 text-gray-600 lg:h-full lg:min-h-48"
    >
      <div className="h-4" data-testid="scale-top">
        {formatAxis(top)}
      </div>
      <svg width="100%" className="block min-h-0 flex-1 overflow-visible">
        <line x1="0" x2="100%" y1="0" y2="0" className="stroke-gray-300" strokeDasharray="3 3" />
        {labels.map((label, i) =>
          series.map((s, j) => {
            const height = heightOf(s.values[i] ?? 0);
            return (
              <rect
                key={`${i}-${s.key}`}
                x={`${i * slot + slot * 0.15 + j * barWidth}%`}
                width={`${barWidth}%`}
                y={`${100 - height}%`}
                height={`${height}%`}
                className={s.fill}
              >
                <title>{`${label}: ${s.format(i)}`}</title>
              </rect>
            );
          }),
        )}
        <line x1="0" x2="100%" y1="100%" y2="100%" className="stroke-gray-400" />
      </svg>
      <div className="relative mt-1 h-4 whitespace-nowrap">
        {labels.map((label, i) => {
          if ((labels.length - 1 - i) % LABEL_EVERY !== 0) return null;
          const last = i === labels.length - 1;
          return (
            <span
              key={label}
              className="absolute top-0"
              style={last ? { right: 0 } : { left: `${(i + 0.5) * slot}%`, transform: 'translateX(-50%)' }}
            >
              {label}
            </span>
          );
        })}
      </div>
    </div>
  );
}
