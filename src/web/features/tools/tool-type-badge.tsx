import { Code2, Database, Globe, Webhook, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/ui/badge';

const ICONS: Record<string, LucideIcon> = { function: Code2, api: Globe, webhook: Webhook, database: Database };

export function ToolTypeBadge({ type }: { type: string }) {
  const { t } = useTranslation('tools');
  const Icon = ICONS[type] ?? Globe;
  return (
    <Badge variant="secondary" className="shrink-0 gap-1 font-medium" data-testid="tool-type-badge">
      <Icon className="size-3" aria-hidden="true" />
      {t(`types.${type}`, { defaultValue: type })}
    </Badge>
  );
}
