import { Eye } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { CodeBlock } from '../../components/ui/code-block';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '../../components/ui/dialog';

/** The agent's saved system prompt, read-only. */
export function CurrentPromptDialog({ agentName, prompt }: { agentName: string; prompt: string }) {
  const { t } = useTranslation('testConsole');
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline" data-testid="console-view-prompt">
          <Eye />
          {t('currentPrompt.open')}
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{t('currentPrompt.title')}</DialogTitle>
          <DialogDescription>{t('currentPrompt.description', { name: agentName })}</DialogDescription>
        </DialogHeader>
        {prompt.trim() ? (
          <CodeBlock code={prompt} copyLabel={t('prompt.copy')} copiedLabel={t('prompt.copied')} className="max-h-[55vh]" />
        ) : (
          <p className="rounded-md border border-dashed p-6 text-center text-sm text-muted-foreground">{t('currentPrompt.empty')}</p>
        )}
      </DialogContent>
    </Dialog>
  );
}
