import { ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { AgentListItem } from '@common/agents';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../components/ui/dialog';

/** 'Prompt Testing Console' modal; the page's caller supplies the console itself. */
export function TestAgentDialog({
  agent,
  testConsole,
  onClose,
}: {
  agent: AgentListItem | null;
  testConsole: (agentId: string) => ReactNode;
  onClose: () => void;
}) {
  const { t } = useTranslation('agents');
  return (
    <Dialog open={agent !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90svh] max-w-5xl" data-testid="test-agent-dialog">
        <DialogHeader className="pr-6">
          <DialogTitle>{t('testDialog.title')}</DialogTitle>
          <DialogDescription className="flex flex-wrap items-center justify-between gap-2">
            <span>{t('testDialog.description', { name: agent?.name ?? '' })}</span>
          </DialogDescription>
          {agent && (
            <Button asChild variant="link" size="sm" className="h-auto justify-self-start px-0">
              <Link href={`/test-console?agentId=${encodeURIComponent(agent.id)}`} onClick={onClose}>
                <ExternalLink />
                {t('testDialog.openConsole')}
              </Link>
            </Button>
          )}
        </DialogHeader>
        {agent && <div className="min-w-0">{testConsole(agent.id)}</div>}
      </DialogContent>
    </Dialog>
  );
}
