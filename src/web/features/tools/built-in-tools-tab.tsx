import { ArrowRight, Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { ToolsResponse } from '@common/tools';
import { buttonVariants } from '../../components/ui/button';
import { BuiltInToolCard } from './built-in-tool-card';
import { HookDeliveriesCard } from './hook-deliveries-card';

/** The built-in catalogue (switched on per agent in wizard step 4) and the post-conversation hook's deliveries. */
export function BuiltInToolsTab({ projectId, tools }: { projectId: string; tools: ToolsResponse['builtInTools'] }) {
  const { t } = useTranslation('tools');
  return (
    <div className="grid gap-6">
      <div className="flex flex-col gap-3 rounded-lg border bg-card p-4 sm:flex-row sm:items-center sm:justify-between" data-testid="built-in-hint">
        <p className="flex items-start gap-2 text-sm">
          <Info className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
          {t('builtIn.intro')}
        </p>
        <Link href="/agents" className={buttonVariants({ variant: 'outline', size: 'sm', className: 'shrink-0 self-start sm:self-auto' })}>
          {t('builtIn.openAgents')}
          <ArrowRight />
        </Link>
      </div>
      <ul className="grid gap-3 md:grid-cols-2 2xl:grid-cols-3" data-testid="built-in-tools-list">
        {tools.map((tool) => (
          <li key={tool.id}>
            <BuiltInToolCard tool={tool} />
          </li>
        ))}
      </ul>
      <HookDeliveriesCard projectId={projectId} />
    </div>
  );
}
