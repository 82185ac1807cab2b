import { useTranslation } from 'react-i18next';
import { Bar, BarChart, LabelList, Tooltip, XAxis, YAxis } from 'recharts';
import { clipText, formatDollars, formatExactCost } from './analytics-figures';
import { ChartFigure } from './chart-figure';
import { AXIS_TICK, SERIES, TOOLTIP_STYLE } from './chart-theme';

const ROW_HEIGHT = 36;

/** One horizontal bar per slice, its amount written at the end so no hover is needed. */
export function CostBarChart({ rows, title }: { rows: { key: string; label: string; cost: number }[]; title: string }) {
  const { t } = useTranslation('analytics');
  if (rows.every((row) => row.cost === 0)) {
    return <p className="rounded-md border border-dashed px-4 py-10 text-center text-sm text-muted-foreground">{t('cost.none')}</p>;
  }
  const summary = `${title}: ${rows.map((row) => `${row.label} ${formatDollars(row.cost)}`).join(', ')}`;

  return (
    <ChartFigure summary={summary} testId="cost-chart">
      <BarChart
        responsive
        accessibilityLayer={false}
        layout="vertical"
        data={rows}
        style={{ width: '100%', height: rows.length * ROW_HEIGHT + 16 }}
        margin={{ top: 0, right: 64, bottom: 0, left: 0 }}
      >
        <XAxis type="number" hide />
        <YAxis type="category" dataKey="label" width={120} tick={AXIS_TICK} tickFormatter={(label: string) => clipText(label, 16)} axisLine={false} tickLine={false} />
        <Tooltip {...TOOLTIP_STYLE} formatter={(value) => formatExactCost(Number(value))} />
        <Bar dataKey="cost" name={t('cost.amount')} fill={SERIES.first} radius={[0, 4, 4, 0]} maxBarSize={22} isAnimationActive={false}>
          <LabelList dataKey="cost" position="right" fill="var(--foreground)" fontSize={12} formatter={(value) => formatDollars(Number(value))} />
        </Bar>
      </BarChart>
    </ChartFigure>
  );
}
