import { useTranslation } from 'react-i18next';
import type { AgentStatus } from '@common/agents';
import { Badge } from './ui/badge';

const VARIANT = { active: 'success', draft: 'warning', disabled: 'outline', archived: 'outline' } as const;

export function AgentStatusBadge({ status, 'data-testid': testId }: { status: AgentStatus; 'data-testid'?: string }) {
  const { t } = useTranslation('agents');
  return (
    <Badge variant={VARIANT[status]} data-testid={testId}>
      {t(`status.${status}`)}
    </Badge>
  );
}
