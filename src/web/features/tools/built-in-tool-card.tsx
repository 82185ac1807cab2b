import { Calendar, Headset, Mail, Plug, Search, Send, UserPlus, Webhook, Wrench, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ToolsResponse } from '@common/tools';
import { Badge } from '../../components/ui/badge';
import { Card } from '../../components/ui/card';

/** The lucide icons named by BUILT_IN_TOOLS in src/common/catalogues.ts. */
const ICONS: Record<string, LucideIcon> = { Search, Mail, Calendar, Plug, Webhook, Send, UserPlus, Headset };

export function BuiltInToolCard({ tool }: { tool: ToolsResponse['builtInTools'][number] }) {
  const { t } = useTranslation('tools');
  const Icon = ICONS[tool.icon] ?? Wrench;
  return (
    <Card className="flex h-full items-start gap-3 p-4" data-testid={`built-in-tool-${tool.id}`}>
      <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-foreground">
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 className="font-semibold">{t(`builtIn.tools.${tool.id}.name`, { defaultValue: tool.name })}</h3>
          <Badge variant="outline" className="font-normal">
            <span className="sr-only">{t('builtIn.category')}: </span>
            {t(`builtIn.categories.${tool.category}`, { defaultValue: tool.category })}
          </Badge>
        </div>
        <p className="text-sm text-muted-foreground">{t(`builtIn.tools.${tool.id}.description`, { defaultValue: tool.description })}</p>
      </div>
    </Card>
  );
}
