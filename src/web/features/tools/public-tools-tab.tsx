import { Globe2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ToolsResponse } from '@common/tools';
import { Card } from '../../components/ui/card';
import { EmptyState } from './empty-state';
import { ToolTypeBadge } from './tool-type-badge';

/** Tools other projects share; read-only. */
export function PublicToolsTab({ tools }: { tools: ToolsResponse['publicTools'] }) {
  const { t } = useTranslation('tools');
  if (tools.length === 0) return <EmptyState icon={Globe2} title={t('public.empty.title')} body={t('public.empty.body')} testId="public-tools-empty" />;
  return (
    <div className="grid gap-3">
      <p className="text-sm text-muted-foreground">{t('public.intro')}</p>
      <ul className="grid gap-3 md:grid-cols-2" data-testid="public-tools-list">
        {tools.map((tool) => (
          <li key={tool.id}>
            <Card className="flex h-full flex-col gap-1.5 p-4" data-testid={`public-tool-${tool.name}`}>
              <div className="flex min-w-0 flex-wrap items-center gap-2">
                <h3 className="min-w-0 break-words font-semibold">{tool.name}</h3>
                <ToolTypeBadge type={tool.type} />
              </div>
              <p className="line-clamp-3 text-sm text-muted-foreground">{tool.description || t('project.noDescription')}</p>
            </Card>
          </li>
        ))}
      </ul>
    </div>
  );
}
