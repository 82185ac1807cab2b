import { useTranslation } from 'react-i18next';
import { formatCost } from '@common/pricing';

/** "$1.25 in · $10.00 out per million tokens", or "Unknown price": a cost is never made up. */
export function ModelPrice({ price, known }: { price: { input: number; output: number } | null; known: boolean }) {
  const { t } = useTranslation('wizard');
  if (!known || !price) return <span data-testid="model-price" data-known="false">{t('model.unknownPrice')}</span>;
  return (
    <span data-testid="model-price" data-known="true">
      {t('model.price', { input: formatCost(price.input), output: formatCost(price.output) })}
    </span>
  );
}
