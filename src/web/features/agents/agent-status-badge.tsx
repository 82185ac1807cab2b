import { useTranslation } from 'react-i18next';
import type { AgentStatus } from '@common/agents';
import { Badge } from '../../components/ui/badge';

const VARIANT = { active: 'success', draft: 'warning', disabled: 'outline', archived: 'outline' } as const;

export function AgentStatusBadge({ status }: { status: AgentStatus }) {
  const { t } = useTranslation('agents');
  return (
    <Badge variant={VARIANT[status]} data-testid="agent-status">
      {t(`status.${status}`)}
    </Badge>
  );
}
