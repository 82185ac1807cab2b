import { Boxes, ExternalLink, RefreshCw } from 'lucide-react';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { EXECUTABLE_TOOL_TYPES } from '@common/catalogues';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { Switch } from '../../../components/ui/switch';
import { ApiError } from '../../../lib/api';
import { cn } from '../../../lib/cn';
import { useProjectTools, type AttachableTool } from '../api/get-project-tools';
import type { WizardValues } from './form-schema';

const runs = (tool: AttachableTool) => (EXECUTABLE_TOOL_TYPES as readonly string[]).includes(tool.type);

/** Switches the tool on (attached and enabled) or off (detached). */
export function toggleAttached<T extends { toolId: string }>(list: T[], toolId: string, on: boolean): (T | { toolId: string; enabled: boolean })[] {
  const rest = list.filter((a) => a.toolId !== toolId);
  return on ? [...rest, { toolId, enabled: true }] : rest;
}

// The Tools Hub opens in a new tab so the wizard's unsaved changes stay; Refresh brings new tools in.
const hubLink = { href: '/tools', target: '_blank', rel: 'noopener' } as const;

/** The project's custom tools (Tools Hub), each attached to the agent with a switch. */
export function ProjectToolsField({ projectId }: { projectId: string | null }) {
  const { t } = useTranslation('wizard');
  const { control } = useFormContext<WizardValues>();
  const tools = useProjectTools(projectId);

  return (
    <section className="grid gap-2" aria-labelledby="project-tools-title" data-testid="project-tools">
      <div className="flex items-center justify-between gap-3">
        <h4 id="project-tools-title" className="text-sm font-semibold">
          {t('tools.projectTools.title')}
        </h4>
        <span className="flex items-center gap-1">
          <Button
            type="button"
            variant="ghost"
            size="sm"
            className="h-7 px-2 text-xs"
            disabled={projectId === null || tools.isFetching}
            onClick={() => void tools.refetch()}
          >
            <RefreshCw className={cn(tools.isFetching && 'animate-spin')} aria-hidden="true" />
            {t('tools.projectTools.refresh')}
          </Button>
          <a {...hubLink} className="inline-flex items-center gap-1 px-1 text-xs font-medium text-primary underline-offset-4 hover:underline">
            {t('tools.projectTools.manage')}
            <ExternalLink className="size-3" aria-hidden="true" />
          </a>
        </span>
      </div>
      <p className="text-xs text-muted-foreground">{t('tools.projectTools.intro')}</p>
      {tools.isPending && projectId !== null && (
        <div className="grid gap-2" role="status" aria-label={t('tools.projectTools.loading')}>
          <Skeleton className="h-12" />
          <Skeleton className="h-12" />
        </div>
      )}
      {tools.isError && (
        <div role="alert" className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm text-destructive">
          <span>{tools.error instanceof ApiError ? tools.error.serverMessage : tools.error.message}</span>
          <Button type="button" variant="outline" size="sm" onClick={() => void tools.refetch()}>
            {t('tools.projectTools.retry')}
          </Button>
        </div>
      )}
      {tools.data?.length === 0 && (
        <div className="flex flex-wrap items-center gap-3 rounded-lg border border-dashed px-3 py-3 text-sm" data-testid="project-tools-empty">
          <Boxes className="size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
          <p className="min-w-0 flex-1 text-muted-foreground">{t('tools.projectTools.empty')}</p>
          <Button asChild variant="outline" size="sm">
            <a {...hubLink}>
              {t('tools.projectTools.create')}
              <ExternalLink aria-hidden="true" />
            </a>
          </Button>
        </div>
      )}
      {tools.data && tools.data.length > 0 && (
        <Controller
          control={control}
          name="attachedTools"
          render={({ field }) => {
            const attached = field.value ?? [];
            return (
              <ul className="divide-y rounded-lg border">
                {tools.data.map((tool) => {
                  const on = attached.some((a) => a.toolId === tool.id && a.enabled !== false);
                  const switchId = `project-tool-${tool.id}`;
                  return (
                    <li key={tool.id} className="flex items-center gap-3 px-3 py-2" data-testid="project-tool" data-tool-name={tool.name}>
                      <label htmlFor={switchId} className="min-w-0 flex-1 cursor-pointer">
                        <span className="flex items-center gap-2">
                          <span className="truncate text-sm font-medium">{tool.name}</span>
                          <Badge variant="outline" className="shrink-0 px-1.5 py-0 font-mono text-[10px] font-normal uppercase">
                            {t(`tools.projectTools.types.${tool.type}`, { defaultValue: tool.type })}
                          </Badge>
                          {tool.shared && (
                            <Badge variant="secondary" className="shrink-0 px-1.5 py-0 text-[10px] font-normal">
                              {t('toolImports:public.badge')}
                            </Badge>
                          )}
                          {!runs(tool) && (
                            <Badge variant="secondary" className="shrink-0 px-1.5 py-0 text-[10px] font-normal">
                              {t('tools.projectTools.comingLater')}
                            </Badge>
                          )}
                        </span>
                        {tool.description && <span className="block truncate text-xs text-muted-foreground">{tool.description}</span>}
                      </label>
                      <Switch
                        id={switchId}
                        checked={on}
                        disabled={!runs(tool) && !on}
                        onCheckedChange={(next) => field.onChange(toggleAttached(attached, tool.id, next))}
                      />
                    </li>
                  );
                })}
              </ul>
            );
          }}
        />
      )}
    </section>
  );
}
