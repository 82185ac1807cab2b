import { useTranslation } from 'react-i18next';
import { formatCost } from '@common/pricing';

/** "$1.25 in · $10.00 out per million tokens", or "Unknown price": a cost is never made up. */
export function ModelPrice({ price }: { price: { input: number; output: number } | null }) {
  const { t } = useTranslation('wizard');
  if (!price) return <span data-testid="model-price" data-known="false">{t('model.unknownPrice')}</span>;
  return (
    <span data-testid="model-price" data-known="true">
      {t('model.price', { input: formatCost(price.input), output: formatCost(price.output) })}
    </span>
  );
}
