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
        <DialogHeader className="gap-2 pr-6 sm:flex-row sm:items-start sm:justify-between">
          <div className="grid gap-1.5">
            <DialogTitle>{t('testDialog.title')}</DialogTitle>
            <DialogDescription>{t('testDialog.description', { name: agent?.name ?? '' })}</DialogDescription>
          </div>
          {agent && (
            <Button asChild variant="outline" size="sm" className="self-start">
              <Link href={`/test-console?agentId=${encodeURIComponent(agent.id)}`} onClick={onClose} data-testid="open-test-console">
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
