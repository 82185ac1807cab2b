import { Braces, Database, Link2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ProjectTool } from '@common/tools';

/** What a tool runs, in one line: its endpoint, its query and database kind, or its code. */
export function ToolTarget({ tool }: { tool: ProjectTool }) {
  const { t } = useTranslation('tools');
  if (tool.type === 'function') {
    const firstLine = (tool.code ?? '').trim().split('\n')[0] ?? '';
    return (
      <p className="flex min-w-0 items-center gap-1.5 text-xs text-muted-foreground">
        <Braces className="size-3.5 shrink-0" aria-hidden="true" />
        <span className="sr-only">{t('form.code')}:</span>
        <span className="truncate font-mono" data-testid="tool-code-preview">
          {firstLine}
        </span>
      </p>
    );
  }
  if (tool.type === 'database') {
    return (
      <p className="flex min-w-0 items-center gap-1.5 text-xs text-muted-foreground">
        <Database className="size-3.5 shrink-0" aria-hidden="true" />
        <span className="shrink-0 font-semibold text-foreground">{tool.dialect ? t(`dialects.${tool.dialect}`) : ''}</span>
        <span className="sr-only">{t('form.query')}:</span>
        <span className="truncate font-mono" title={tool.query ?? undefined} data-testid="tool-query-preview">
          {tool.query}
        </span>
      </p>
    );
  }
  return (
    <p className="flex min-w-0 items-center gap-1.5 text-xs text-muted-foreground">
      <Link2 className="size-3.5 shrink-0" aria-hidden="true" />
      <span className="sr-only">{t('project.endpoint')}:</span>
      {tool.type === 'api' && <span className="font-mono font-semibold text-foreground">{tool.method}</span>}
      <span className="truncate font-mono" title={tool.endpoint ?? undefined} data-testid="tool-endpoint">
        {tool.endpoint}
      </span>
    </p>
  );
}
