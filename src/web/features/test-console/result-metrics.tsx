import { Coins, Hash, Timer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatCost } from '@common/pricing';
import type { TestResult } from '@common/testing';
import { useCostText } from '../../lib/cost-text';

/** Test results show cost with 4 decimals. */
const TEST_COST_DECIMALS = 4;

export function ResultMetrics({ result }: { result: TestResult }) {
  const { t } = useTranslation('testConsole');
  const costText = useCostText();
  const items = [
    { icon: Timer, label: t('results.latency'), value: t('results.ms', { value: Math.round(result.latency) }), testId: 'result-latency' },
    {
      icon: Hash,
      label: t('results.tokens'),
      value: String(result.tokens.total),
      detail: t('results.tokensDetail', { input: result.tokens.input, output: result.tokens.output }),
      testId: 'result-tokens',
    },
    {
      icon: Coins,
      label: t('results.cost'),
      value: costText.one(result.cost, (cost) => formatCost(Number(cost), TEST_COST_DECIMALS)),
      detail: result.cost === null ? t('results.noPrice') : undefined,
      testId: 'result-cost',
    },
  ];
  return (
    <dl className="grid grid-cols-3 gap-2">
      {items.map(({ icon: Icon, label, value, detail, testId }) => (
        <div key={label} className="rounded-md border bg-muted/30 px-3 py-2">
          <dt className="flex items-center gap-1.5 text-xs text-muted-foreground">
            <Icon className="size-3.5" aria-hidden="true" />
            {label}
          </dt>
          <dd className="mt-0.5 font-mono text-sm font-semibold" data-testid={testId}>
            {value}
          </dd>
          {detail && <dd className="text-[11px] text-muted-foreground">{detail}</dd>}
        </div>
      ))}
    </dl>
  );
}
