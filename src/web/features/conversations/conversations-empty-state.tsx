import { MessagesSquare } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ListEmptyState } from '../../components/list-empty-state';

/** No conversations at all says where they come from; none for the filters offers to clear them. */
export function ConversationsEmptyState({ filtered, onClearFilters }: { filtered: boolean; onClearFilters: () => void }) {
  const { t } = useTranslation('conversations');
  return (
    <ListEmptyState
      filtered={filtered}
      icon={MessagesSquare}
      title={filtered ? t('emptyFiltered.title') : t('empty.title')}
      body={filtered ? t('emptyFiltered.body') : t('empty.body')}
      action={{ href: '/test-console', label: t('empty.action') }}
      clear={{ label: t('filters.clear'), onClick: onClearFilters }}
      testId="conversations-empty"
    />
  );
}
