import { useTranslation } from 'react-i18next';
import type { AgentListItem } from '@common/agents';
import { Badge } from '../../components/ui/badge';

const VARIANT = { active: 'success', draft: 'warning', disabled: 'outline', archived: 'outline' } as const;

export function AgentStatusBadge({ status }: { status: AgentListItem['status'] }) {
  const { t } = useTranslation('dashboard');
  return <Badge variant={VARIANT[status]}>{t(`agentStatus.${status}`)}</Badge>;
}
