import { Loader2, Play } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProjectTool } from '@common/tools';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { Label } from '../../components/ui/label';
import { Textarea } from '../../components/ui/textarea';
import { toast } from '../../components/ui/use-toast';
import { useTestTool } from './api/test-tool';
import { errorMessage } from './error-message';
import { examplePayload, parseTestPayload } from './test-payload';
import { TestResult } from './test-result';

/** The payload must be valid JSON ('Invalid JSON' toast otherwise); empty means {}. */
export function TestToolDialog({ tool, onClose }: { tool: ProjectTool; onClose: () => void }) {
  const { t } = useTranslation('tools');
  const { t: tc } = useTranslation();
  const [payload, setPayload] = useState('');
  const test = useTestTool(tool.id);
  const example = examplePayload(tool.schema);

  const run = () => {
    const parsed = parseTestPayload(payload);
    if (!parsed.ok) {
      toast({ variant: 'destructive', title: t('toasts.invalidJson'), description: parsed.reason === 'invalidJson' ? t('toasts.invalidJsonBody') : t('toasts.notObjectBody') });
      return;
    }
    test.mutate(parsed.payload, {
      onSuccess: (result) =>
        toast({
          title: t('toasts.testCompleted'),
          description: result.status === 'success' ? t('toasts.testCompletedBody', { ms: result.latency }) : t('toasts.testCompletedError', { ms: result.latency }),
        }),
      onError: (error) => toast({ variant: 'destructive', title: t('toasts.testFailed'), description: errorMessage(error) }),
    });
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90vh] max-w-2xl" data-testid="test-tool-dialog">
        <DialogHeader>
          <DialogTitle className="break-words leading-snug">{t('test.title', { name: tool.name })}</DialogTitle>
          <DialogDescription>{t('test.description')}</DialogDescription>
        </DialogHeader>
        <form
          noValidate
          className="grid gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            run();
          }}
        >
          <div className="grid gap-1.5">
            <div className="flex items-center justify-between gap-2">
              <Label htmlFor="tool-test-payload">{t('test.payload')}</Label>
              {example !== '{}' && (
                <Button type="button" variant="ghost" size="sm" className="h-7" onClick={() => setPayload(example)}>
                  {t('test.insertExample')}
                </Button>
              )}
            </div>
            <Textarea
              id="tool-test-payload"
              rows={5}
              spellCheck={false}
              className="font-mono text-xs leading-relaxed"
              placeholder={example}
              value={payload}
              onChange={(e) => setPayload(e.target.value)}
              aria-describedby="tool-test-payload-hint"
              data-testid="tool-test-payload"
            />
            <p id="tool-test-payload-hint" className="text-xs text-muted-foreground">
              {t('test.payloadHint')}
            </p>
          </div>
          {test.data && !test.isPending && <TestResult result={test.data} />}
          <DialogFooter className="sticky -bottom-6 -mx-6 -mb-6 border-t bg-card px-6 py-4">
            <Button type="button" variant="outline" onClick={onClose}>
              {tc('close')}
            </Button>
            <Button type="submit" disabled={test.isPending} data-testid="run-tool-test">
              {test.isPending ? <Loader2 className="animate-spin" /> : <Play />}
              {test.isPending ? t('test.running') : t('test.run')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
