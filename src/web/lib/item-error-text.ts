import { useTranslation } from 'react-i18next';
import type { DataItem } from '@common/knowledge';

/**
 * A knowledge-base item's failure in the user's language: the server's code translated, or its
 * English sentence when the failure has no code.
 */
export function useItemErrorText(): (item: Pick<DataItem, 'error' | 'problem'>) => string | null {
  const { t } = useTranslation('common');
  return (item) => (item.problem ? t(`itemErrors.${item.problem.code}`, { ...item.problem.params, defaultValue: item.error ?? '' }) : item.error);
}
