import { Blocks, Globe2, Plug, Wrench, type LucideIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InlineError } from '../../components/inline-error';
import { Skeleton } from '../../components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { useTools } from './api/get-tools';
import { BuiltInToolsTab } from './built-in-tools-tab';
import { DeleteToolDialog } from './delete-tool-dialog';
import { McpServersTab } from './mcp-servers-tab';
import { OpenApiImportDialog } from './openapi-import-dialog';
import { ProjectToolsTab } from './project-tools-tab';
import { PublicToolsTab } from './public-tools-tab';
import { TestToolDialog } from './test-tool-dialog';
import { ToolFormDialog } from './tool-form-dialog';
import type { ToolAction } from './tool-row';
import { ToolsHeader } from './tools-header';
import { useToolsTab, type ToolsTab } from './use-tools-tab';

type OpenDialog = { action: 'create' } | { action: 'import' } | { action: ToolAction; toolId: string };

const TAB_META: { id: ToolsTab; labelKey: string; icon: LucideIcon }[] = [
  { id: 'project', labelKey: 'tabs.project', icon: Wrench },
  { id: 'built-in', labelKey: 'tabs.builtIn', icon: Blocks },
  { id: 'public', labelKey: 'tabs.public', icon: Globe2 },
  { id: 'mcp', labelKey: 'mcp:tab', icon: Plug },
];

/** Tabs Project Tools, Built-in Tools and Public Tools, each with a count. */
export function ToolsHub({ projectId, isAdmin }: { projectId: string; isAdmin: boolean }) {
  const { t } = useTranslation('tools');
  const tools = useTools(projectId);
  // tools of MCP servers are shown (and changed) under their server, in the MCP Servers tab
  const ownTools = tools.data?.projectTools.filter((tool) => tool.mcpServerId === null);
  const [tab, selectTab] = useToolsTab();
  const [open, setOpen] = useState<OpenDialog | null>(null);
  // dialogs follow the list, so a tool deleted elsewhere closes its dialog
  const target = open && 'toolId' in open ? tools.data?.projectTools.find((tool) => tool.id === open.toolId) : undefined;
  const close = () => setOpen(null);
  const counts: Record<ToolsTab, number | undefined> = {
    project: ownTools?.length,
    'built-in': tools.data?.builtInTools.length,
    public: tools.data?.publicTools.length,
    mcp: undefined,
  };

  return (
    <div className="flex flex-col gap-6" data-testid="tools-page">
      <ToolsHeader onCreate={() => setOpen({ action: 'create' })} onImport={() => setOpen({ action: 'import' })} />
      <Tabs value={tab} onValueChange={selectTab}>
        <TabsList aria-label={t('tabs.label')} className="w-full justify-start sm:w-auto">
          {TAB_META.map(({ id, labelKey, icon: Icon }) => (
            <TabsTrigger key={id} value={id} data-testid={`tools-tab-${id}`}>
              <Icon aria-hidden="true" />
              {t(labelKey)}
              {counts[id] !== undefined && (
                <span className="rounded-full bg-muted-foreground/15 px-1.5 text-xs tabular-nums" data-testid={`tools-tab-${id}-count`}>
                  {counts[id]}
                </span>
              )}
            </TabsTrigger>
          ))}
        </TabsList>
        {tools.isPending && <Skeleton className="mt-4 h-48" aria-busy="true" />}
        {tools.isError && <InlineError className="mt-4" error={tools.error} onRetry={() => void tools.refetch()} />}
        {tools.data && (
          <>
            <TabsContent value="project">
              <ProjectToolsTab projectId={projectId} canShare={isAdmin} tools={ownTools ?? []} onCreate={() => setOpen({ action: 'create' })} onAction={(action, tool) => setOpen({ action, toolId: tool.id })} />
            </TabsContent>
            <TabsContent value="built-in">
              <BuiltInToolsTab projectId={projectId} tools={tools.data.builtInTools} />
            </TabsContent>
            <TabsContent value="public">
              <PublicToolsTab tools={tools.data.publicTools} />
            </TabsContent>
            <TabsContent value="mcp">
              <McpServersTab projectId={projectId} />
            </TabsContent>
          </>
        )}
      </Tabs>
      {open?.action === 'create' && <ToolFormDialog projectId={projectId} onClose={close} />}
      {open?.action === 'import' && <OpenApiImportDialog projectId={projectId} onClose={close} />}
      {open?.action === 'edit' && target && <ToolFormDialog key={target.id} projectId={projectId} tool={target} onClose={close} />}
      {open?.action === 'test' && target && <TestToolDialog key={target.id} tool={target} onClose={close} />}
      {open?.action === 'delete' && target && <DeleteToolDialog projectId={projectId} tool={target} onClose={close} />}
    </div>
  );
}
