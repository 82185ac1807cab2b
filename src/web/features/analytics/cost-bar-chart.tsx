import { useTranslation } from 'react-i18next';
import { Bar, BarChart, LabelList, Rectangle, Tooltip, XAxis, YAxis, type RectangleProps } from 'recharts';
import { useCostText } from '../../lib/cost-text';
import { clipText, formatExactCost, type CostRow } from './analytics-figures';
import { formatMoney } from '../../lib/format-money';
import { ChartFigure } from './chart-figure';
import { AXIS_TICK, SERIES, TOOLTIP_STYLE } from './chart-theme';

const ROW_HEIGHT = 36;
/** room for the amount written after each bar, about 7 px a character at 12 px */
// recharts drops zero-width bars with their labels unless the shape is custom: a slice whose runs
// all had no price still gets its "Unknown price" written
const barShape = (props: RectangleProps) => <Rectangle {...props} />;
const labelRoom = (texts: string[]) => Math.min(240, Math.max(64, Math.max(...texts.map((text) => text.length)) * 7 + 8));

/** One horizontal bar per slice, its amount written at the end so no hover is needed (and runs at unknown price named, never shown as $0.00). */
export function CostBarChart({ rows, title }: { rows: (CostRow & { label: string })[]; title: string }) {
  const { t } = useTranslation('analytics');
  const costText = useCostText();
  if (rows.every((row) => row.cost === 0 && row.unpricedRuns === 0)) {
    return <p className="rounded-md border border-dashed px-4 py-10 text-center text-sm text-muted-foreground">{t('cost.none')}</p>;
  }
  const data = rows.map((row) => ({ ...row, amount: costText.total(row.cost, row.unpricedRuns, formatMoney, row.runs) }));
  const summary = `${title}: ${data.map((row) => `${row.label} ${row.amount}`).join(', ')}`;

  return (
    <ChartFigure summary={summary} testId="cost-chart">
      <BarChart
        responsive
        accessibilityLayer={false}
        layout="vertical"
        data={data}
        style={{ width: '100%', height: rows.length * ROW_HEIGHT + 16 }}
        margin={{ top: 0, right: labelRoom(data.map((row) => row.amount)), bottom: 0, left: 0 }}
      >
        <XAxis type="number" hide />
        <YAxis type="category" dataKey="label" width={120} tick={AXIS_TICK} tickFormatter={(label: string) => clipText(label, 16)} axisLine={false} tickLine={false} />
        <Tooltip
          {...TOOLTIP_STYLE}
          formatter={(value, _name, item) => {
            const row = item.payload as CostRow;
            return costText.total(Number(value), row.unpricedRuns, formatExactCost, row.runs);
          }}
        />
        <Bar dataKey="cost" name={t('cost.amount')} fill={SERIES.first} radius={[0, 4, 4, 0]} maxBarSize={22} isAnimationActive={false} shape={barShape}>
          <LabelList dataKey="amount" position="right" fill="var(--foreground)" fontSize={12} />
        </Bar>
      </BarChart>
    </ChartFigure>
  );
}
