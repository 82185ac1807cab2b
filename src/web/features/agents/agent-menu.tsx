import { BookCheck, Copy, FileArchive, FileDown, FlaskConical, Loader2, MessageCircleQuestion, MoreVertical, Pencil, Trash2, Workflow } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { AgentListItem } from '@common/agents';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { agentExportUrl } from './api/import-agent';

export interface AgentMenuActions {
  onTest: (agent: AgentListItem) => void;
  onEdit: (agent: AgentListItem) => void;
  onWorkflow: (agent: AgentListItem) => void;
  /** the agent's curated answers (read-only for viewers) */
  onAnswers: (agent: AgentListItem) => void;
  onDuplicate: (agent: AgentListItem) => void;
  onDelete: (agent: AgentListItem) => void;
  /** the agent being duplicated, if any */
  busyAgentId: string | null | undefined;
  /** the user's role cannot change agents: only the workflow and the curated answers (read-only) are offered */
  readOnly: boolean;
}

function Item({ className, ...props }: ComponentProps<typeof DropdownMenu.Item>) {
  return (
    <DropdownMenu.Item
      className={cn(
        'flex cursor-pointer select-none items-center gap-2 rounded-sm px-2 py-1.5 text-sm outline-none focus:bg-accent focus:text-accent-foreground data-[disabled]:pointer-events-none data-[disabled]:opacity-50 [&_svg]:size-4',
        className,
      )}
      {...props}
    />
  );
}

export function AgentMenu({ agent, actions }: { agent: AgentListItem; actions: AgentMenuActions }) {
  const { t } = useTranslation('agents');
  const [, navigate] = useLocation();
  const busy = actions.busyAgentId === agent.id;
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger asChild>
        <Button variant="ghost" size="icon" className="size-8 shrink-0" aria-label={t('menu.label', { name: agent.name })} data-testid="agent-menu">
          {busy ? <Loader2 className="animate-spin" /> : <MoreVertical />}
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={4}
          className="z-50 min-w-44 overflow-hidden rounded-md border bg-popover p-1 text-popover-foreground shadow-md"
        >
          {!actions.readOnly && (
            <>
              <Item onSelect={() => actions.onTest(agent)}>
                <FlaskConical />
                {t('menu.test')}
              </Item>
              <Item onSelect={() => actions.onEdit(agent)}>
                <Pencil />
                {t('menu.edit')}
              </Item>
            </>
          )}
          <Item onSelect={() => actions.onWorkflow(agent)}>
            <Workflow />
            {t('menu.workflow')}
          </Item>
          <Item onSelect={() => actions.onAnswers(agent)} data-testid="agent-menu-answers">
            <BookCheck />
            {t('menu.answers')}
          </Item>
          <Item onSelect={() => navigate(`/agents/${encodeURIComponent(agent.id)}/unanswered`)} data-testid="agent-menu-unanswered">
            <MessageCircleQuestion />
            {t('menu.unanswered')}
          </Item>
          <Item asChild data-testid="agent-menu-export">
            <a href={agentExportUrl(agent.id)} download>
              <FileDown />
              {t('menu.export')}
            </a>
          </Item>
          <Item asChild data-testid="agent-menu-export-documents">
            <a href={agentExportUrl(agent.id, { documents: true })} download>
              <FileArchive />
              {t('menu.exportWithDocuments')}
            </a>
          </Item>
          {!actions.readOnly && (
            <>
              <Item disabled={busy} onSelect={() => actions.onDuplicate(agent)}>
                <Copy />
                {t('menu.duplicate')}
              </Item>
              <DropdownMenu.Separator className="-mx-1 my-1 h-px bg-border" />
              <Item className="text-destructive focus:bg-destructive/10 focus:text-destructive" onSelect={() => actions.onDelete(agent)}>
                <Trash2 />
                {t('menu.delete')}
              </Item>
            </>
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
