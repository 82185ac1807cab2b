import { UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ListEmptyState } from '../../components/list-empty-state';

/** No leads at all says where they come from; none for the filters offers to clear them. */
export function LeadsEmptyState({ filtered, onClearFilters }: { filtered: boolean; onClearFilters: () => void }) {
  const { t } = useTranslation('leads');
  return (
    <ListEmptyState
      filtered={filtered}
      icon={UserPlus}
      title={filtered ? t('emptyFiltered.title') : t('empty.title')}
      body={filtered ? t('emptyFiltered.body') : t('empty.body')}
      action={{ href: '/agents', label: t('empty.action') }}
      clear={{ label: t('filters.clear'), onClick: onClearFilters }}
      testId="leads-empty"
    />
  );
}
