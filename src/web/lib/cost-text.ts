import { useTranslation } from 'react-i18next';

/**
 * Honest cost texts (docs/decisions/0035): a run on a model without a known price has no cost to
 * show, and a total leaves such runs out and says how many there were. `format` is the screen's
 * own money format (2 or 4 decimals).
 */
export function useCostText() {
  const { t } = useTranslation('common');
  return {
    /** one run or turn: its cost, or "Unknown price" */
    one: (cost: number | string | null, format: (amount: number | string) => string): string => (cost === null ? t('cost.unknown') : format(cost)),
    /**
     * a sum of runs: the known total, then "+ N runs at unknown price" when some had no price;
     * "Unknown price" alone when `runs` says that every run had none
     */
    total: (cost: number | string, unpricedRuns: number, format: (amount: number | string) => string, runs?: number): string => {
      if (unpricedRuns === 0) return format(cost);
      return unpricedRuns === runs ? t('cost.unknown') : t('cost.plusUnpriced', { amount: format(cost), count: unpricedRuns });
    },
    /** "+ N runs at unknown price" under a total shown on its own; undefined when every run had a price */
    note: (unpricedRuns: number): string | undefined => (unpricedRuns > 0 ? t('cost.unpricedRuns', { count: unpricedRuns }) : undefined),
    /** a tooltip for totals with unpriced runs */
    hint: (unpricedRuns: number): string | undefined => (unpricedRuns > 0 ? t('cost.unpricedHint') : undefined),
  };
}
