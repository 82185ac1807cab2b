import { Check, Copy } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { CodeBlock, useCopy } from '../../../components/ui/code-block';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { Tabs, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import type { GeneratedCode } from '../api/generate-code';

const WIDGET_FEATURES = ['floatingButton', 'responsive', 'colours', 'messageHandling'] as const;

/** The code block and 'Copy Code'; extra snippets (curl, JavaScript...) appear as tabs. */
export function GeneratedCodeDialog({ result, onClose }: { result: GeneratedCode | null; onClose: () => void }) {
  const { t } = useTranslation('deployments');
  const { copied, copy } = useCopy();
  const [snippet, setSnippet] = useState('main');
  const snippets = Object.entries(result?.snippets ?? {}).filter(([, code]) => code && code !== result?.code);
  const shown = (snippet !== 'main' && result?.snippets[snippet]) || result?.code || '';
  const close = () => {
    setSnippet('main');
    onClose();
  };

  return (
    <Dialog open={result !== null} onOpenChange={(open) => !open && close()}>
      <DialogContent className="sm:max-w-2xl" data-testid="generated-code-dialog">
        {result && (
          <>
            <DialogHeader>
              <DialogTitle>{t(`code.${result.deploymentType}.title`)}</DialogTitle>
              <DialogDescription>{t(`code.${result.deploymentType}.description`)}</DialogDescription>
            </DialogHeader>
            {snippets.length > 0 && (
              <Tabs value={snippet} onValueChange={setSnippet}>
                <TabsList aria-label={t('code.formats')}>
                  <TabsTrigger value="main">{t(`code.${result.deploymentType}.main`)}</TabsTrigger>
                  {snippets.map(([name]) => (
                    <TabsTrigger key={name} value={name}>
                      {t(`code.snippet.${name}`, { defaultValue: name })}
                    </TabsTrigger>
                  ))}
                </TabsList>
              </Tabs>
            )}
            <CodeBlock code={shown} className="max-h-72 pr-3" data-testid="generated-code" />
            {result.deploymentType === 'widget' && (
              <section aria-labelledby="widget-features-title" className="flex flex-col gap-2">
                <h3 id="widget-features-title" className="text-sm font-semibold">
                  {t('code.widget.featuresTitle')}
                </h3>
                <ul className="grid gap-1.5 text-sm sm:grid-cols-2">
                  {WIDGET_FEATURES.map((feature) => (
                    <li key={feature} className="flex items-start gap-2">
                      <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
                      {t(`code.widget.features.${feature}`)}
                    </li>
                  ))}
                </ul>
              </section>
            )}
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="outline">{t('actions.close')}</Button>
              </DialogClose>
              <Button onClick={() => void copy(shown)} data-testid="copy-code">
                {copied ? <Check /> : <Copy />}
                {copied ? t('code.copied') : t('code.copy')}
              </Button>
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
