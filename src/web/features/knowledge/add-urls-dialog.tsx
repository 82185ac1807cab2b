import { Link2, Loader2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CRAWL_DEFAULT_PAGES, CRAWL_MAX_PAGES, type Dataset } from '@common/knowledge';
import { FormMessage } from '../../components/form-message';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Switch } from '../../components/ui/switch';
import { Textarea } from '../../components/ui/textarea';
import { toast } from '../../components/ui/use-toast';
import { useIngestUrls } from './api/ingest-urls';
import { errorMessage } from './error-message';
import { readIngestForm, type IngestFormProblem } from './ingest-form';
import { parseUrlLines } from './url-lines';

/** One URL per line, optionally crawling each site; submit stays disabled until a non-blank line exists. */
export function AddUrlsDialog({ dataset, onClose }: { dataset: Dataset; onClose: () => void }) {
  const { t } = useTranslation('knowledge');
  const { t: tc } = useTranslation();
  const ingest = useIngestUrls(dataset);
  const [text, setText] = useState('');
  const [crawl, setCrawl] = useState(false);
  const [pageLimit, setPageLimit] = useState(String(CRAWL_DEFAULT_PAGES));
  const [problem, setProblem] = useState<IngestFormProblem | null>(null);
  const count = parseUrlLines(text).length;

  const submit = () => {
    const form = readIngestForm(text, crawl, pageLimit);
    if ('problem' in form) {
      setProblem(form.problem);
      return;
    }
    setProblem(null);
    ingest.mutate(form.body, {
      onSuccess: (result) => {
        toast({ title: t('toasts.ingestionStarted'), description: t('toasts.ingestionStartedBody', { count: result.items.length, name: dataset.name }) });
        onClose();
      },
      onError: (error) => toast({ variant: 'destructive', title: t('toasts.error'), description: errorMessage(error) }),
    });
  };

  return (
    <Dialog open onOpenChange={(open) => !open && !ingest.isPending && onClose()}>
      <DialogContent data-testid="add-urls-dialog">
        <DialogHeader>
          <DialogTitle>{t('addUrls.title')}</DialogTitle>
          <DialogDescription>{t('addUrls.description', { name: dataset.name })}</DialogDescription>
        </DialogHeader>
        <form
          noValidate
          className="grid gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <div className="grid gap-1.5">
            <Label htmlFor="add-urls">{t('addUrls.label')}</Label>
            <Textarea
              id="add-urls"
              autoFocus
              rows={6}
              spellCheck={false}
              className="font-mono text-xs"
              placeholder={'https://example.com/docs\nhttps://example.com/pricing'}
              value={text}
              onChange={(e) => setText(e.target.value)}
              aria-invalid={problem?.kind === 'invalidUrls' || problem?.kind === 'tooManyUrls'}
              aria-describedby="add-urls-hint"
              data-testid="add-urls-textarea"
            />
            <p id="add-urls-hint" className="text-xs text-muted-foreground">
              {t('addUrls.hint')}
            </p>
            {problem?.kind === 'invalidUrls' && (
              <div role="alert" className="grid gap-1 text-xs font-medium text-destructive">
                <p>{t('addUrls.invalidUrls', { count: problem.lines.length })}</p>
                <ul className="list-inside list-disc break-all font-mono font-normal">
                  {problem.lines.slice(0, 5).map((line, i) => (
                    <li key={i}>{line}</li>
                  ))}
                </ul>
              </div>
            )}
            <FormMessage id="add-urls-error" message={problem?.kind === 'tooManyUrls' ? t('addUrls.tooManyUrls', { max: problem.max }) : undefined} />
          </div>
          <div className="grid gap-3 rounded-md border p-3">
            <div className="flex items-center justify-between gap-3">
              <div className="grid gap-0.5">
                <Label htmlFor="crawl-switch">{t('addUrls.crawl')}</Label>
                <p className="text-xs text-muted-foreground">{t('addUrls.crawlHint')}</p>
              </div>
              <Switch id="crawl-switch" checked={crawl} onCheckedChange={setCrawl} data-testid="crawl-switch" />
            </div>
            {crawl && (
              <div className="grid gap-1.5">
                <Label htmlFor="crawl-page-limit">{t('addUrls.pageLimit')}</Label>
                <Input
                  id="crawl-page-limit"
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={CRAWL_MAX_PAGES}
                  className="w-32"
                  value={pageLimit}
                  onChange={(e) => setPageLimit(e.target.value)}
                  aria-invalid={problem?.kind === 'pageLimit'}
                  data-testid="crawl-page-limit"
                />
                {problem?.kind === 'pageLimit' ? (
                  <FormMessage id="crawl-page-limit-error" message={t('addUrls.pageLimitRange', { max: problem.max })} />
                ) : (
                  <p className="text-xs text-muted-foreground">{t('addUrls.pageLimitHint', { max: CRAWL_MAX_PAGES })}</p>
                )}
              </div>
            )}
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose} disabled={ingest.isPending}>
              {tc('cancel')}
            </Button>
            <Button type="submit" disabled={count === 0 || ingest.isPending} data-testid="add-urls-submit">
              {ingest.isPending ? <Loader2 className="animate-spin" /> : <Link2 />}
              {count === 0 ? t('addUrls.submitNone') : t('addUrls.submit', { count })}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
