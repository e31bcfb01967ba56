// The admin dashboard's Sales tab (issue 32): the all-time totals and the bracelets by state, then
// orders, revenue with refunds, and activations over the last weeks, each chart with its figures.
// Money and dates in the admin's language; weeks are the server's (Monday 00:00 UTC).
import type { ReactNode } from 'react';
import { formatDate, formatMoney, formatNumber } from '#shared/i18n/format.ts';
import type { Language } from '#shared/i18n/languages.ts';
import type { SalesOverview } from '#shared/schemas/order.ts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { useLocale, useT } from '../../../i18n/i18n-context.tsx';
import { cn } from '../../../lib/cn.ts';
import { useSalesOverview } from './api/sales-overview.ts';
import { weekDate, WeeklyBarsCard } from './weekly-bars.tsx';

const WEEK_MS = 7 * 86_400_000;

const COLORS = {
  orders: { fill: 'fill-red-600', swatch: 'bg-red-600' },
  revenue: { fill: 'fill-emerald-600', swatch: 'bg-emerald-600' },
  refunds: { fill: 'fill-amber-500', swatch: 'bg-amber-500' },
  activations: { fill: 'fill-blue-600', swatch: 'bg-blue-600' },
  inStock: { fill: 'fill-gray-400', swatch: 'bg-gray-400' },
  sold: { fill: 'fill-amber-500', swatch: 'bg-amber-500' },
  activated: { fill: 'fill-emerald-600', swatch: 'bg-emerald-600' },
} as const;

export function SalesTab() {
  const t = useT();
  const query = useSalesOverview();
  if (query.isLoading) return <p role="status">{t('common.loading')}</p>;
  if (query.isError || !query.data)
    return (
      <p role="alert" className="text-red-700">
        {t('adminForm.loadFailed')}
      </p>
    );
  return <Overview sales={query.data} />;
}

function Overview({ sales }: { sales: SalesOverview }) {
  const t = useT();
  const language = useLocale();
  const { currency, weeks } = sales;
  const starts = weeks.map((week) => week.weekStart);
  const money = (amount: string) => formatMoney(language, amount, currency);
  const number = (value: number) => formatNumber(language, value);
  const count = (values: number[]) => (i: number) => number(values[i] ?? 0);
  const orders = weeks.map((week) => week.orders);
  const activations = weeks.map((week) => week.activations);
  return (
    <div className="grid gap-6" data-testid="sales-overview">
      <Card>
        <CardHeader className="p-4 sm:p-6">
          <CardTitle>{t('admin.sales.heading')}</CardTitle>
          <CardDescription>{period(t, language, sales)}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-6 px-4 pb-4 sm:px-6 sm:pb-6 md:grid-cols-2">
          <Figures
            id="sales-all-time"
            heading={t('admin.sales.allTimeHeading')}
            figures={[
              { key: 'orders', label: t('admin.sales.paidOrders'), value: number(sales.totals.orders) },
              { key: 'revenue', label: t('admin.sales.revenue'), value: money(sales.totals.revenue) },
              { key: 'refunds', label: t('admin.sales.refunds'), value: money(sales.totals.refunds) },
            ]}
          />
          <Bracelets counts={sales.bracelets} />
        </CardContent>
      </Card>
      <WeeklyBarsCard
        id="sales-orders"
        title={t('admin.sales.ordersChart')}
        weeks={starts}
        formatAxis={number}
        series={[
          {
            key: 'orders',
            label: t('admin.sales.orders'),
            ...COLORS.orders,
            values: orders,
            format: count(orders),
          },
        ]}
      />
      <WeeklyBarsCard
        id="sales-revenue"
        title={t('admin.sales.revenueChart')}
        weeks={starts}
        formatAxis={(value) => formatMoney(language, value, currency)}
        series={[
          {
            key: 'revenue',
            label: t('admin.sales.revenue'),
            ...COLORS.revenue,
            // Only to draw the bars: the figures are the server's exact decimal strings.
            values: weeks.map((week) => Number(week.revenue)),
            format: (i) => money(weeks[i]!.revenue),
          },
          {
            key: 'refunds',
            label: t('admin.sales.refunds'),
            ...COLORS.refunds,
            values: weeks.map((week) => Number(week.refunds)),
            format: (i) => money(weeks[i]!.refunds),
          },
        ]}
      />
      <WeeklyBarsCard
        id="sales-activations"
        title={t('admin.sales.activationsChart')}
        weeks={starts}
        formatAxis={number}
        series={[
          {
            key: 'activations',
            label: t('admin.sales.activations'),
            ...COLORS.activations,
            values: activations,
            format: count(activations),
          },
        ]}
      />
    </div>
  );
}

/** 'The last 12 weeks, from 29 Dec 2025 to 22 Mar 2026…': the first Monday to the last Sunday. */
function period(t: ReturnType<typeof useT>, language: Language, sales: SalesOverview): string {
  const first = sales.weeks[0]?.weekStart;
  const last = sales.weeks.at(-1)?.weekStart;
  if (!first || !last) return '';
  const utc = { timeZone: 'UTC' };
  return t('admin.sales.period', {
    weeks: sales.weeks.length,
    from: formatDate(language, weekDate(first), utc),
    to: formatDate(language, new Date(weekDate(last).getTime() + WEEK_MS - 1), utc),
    currency: sales.currency,
  });
}

type Figure = { key: string; label: string; value: string; swatch?: string };

function Figures({
  id,
  heading,
  figures,
  children,
}: {
  id: string;
  heading: string;
  figures: Figure[];
  children?: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-heading`} data-testid={id} className="grid min-w-0 content-start gap-3">
      <h3 id={`${id}-heading`} className="text-lg leading-tight font-semibold">
        {heading}
      </h3>
      {children}
      <dl className="grid grid-cols-3 gap-2 sm:gap-3">
        {figures.map((figure) => (
          <div key={figure.key} className="min-w-0 rounded-lg bg-gray-50 p-2.5 sm:p-3">
            <dt className="flex items-start gap-1.5 text-xs text-gray-700">
              {figure.swatch && (
                <span
                  aria-hidden="true"
                  className={cn('mt-0.5 inline-block h-2.5 w-2.5 shrink-0 rounded-sm', figure.swatch)}
                />
              )}
              {figure.label}
            </dt>
            <dd className="mt-1 text-base font-semibold tabular-nums wrap-anywhere sm:text-lg">
              {figure.value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The bracelets by state: one bar split in proportion (a picture of the figures under it). */
function Bracelets({ counts }: { counts: SalesOverview['bracelets'] }) {
  const t = useT();
  const language = useLocale();
  const parts = [
    { key: 'inStock', label: t('admin.sales.inStock'), count: counts.inStock, ...COLORS.inStock },
    { key: 'sold', label: t('admin.sales.sold'), count: counts.sold, ...COLORS.sold },
    { key: 'activated', label: t('admin.sales.activated'), count: counts.activated, ...COLORS.activated },
  ];
  const total = parts.reduce((sum, part) => sum + part.count, 0);
  let offset = 0;
  return (
    <Figures
      id="sales-bracelets"
      heading={t('admin.sales.braceletsHeading')}
      figures={parts.map((part) => ({
        key: part.key,
        label: part.label,
        value: formatNumber(language, part.count),
        swatch: part.swatch,
      }))}
    >
      <svg width="100%" height="12" aria-hidden="true" className="block overflow-hidden rounded-full">
        <rect x="0" y="0" width="100%" height="12" className="fill-gray-100" />
        {total > 0 &&
          parts.map((part) => {
            const x = offset;
            const width = (part.count / total) * 100;
            offset += width;
            return (
              <rect key={part.key} x={`${x}%`} y="0" width={`${width}%`} height="12" className={part.fill} />
            );
          })}
      </svg>
    </Figures>
  );
}
