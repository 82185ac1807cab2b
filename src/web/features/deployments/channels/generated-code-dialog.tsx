import { Check, Copy } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { CodeBlock, useCopy } from '../../../components/ui/code-block';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { Tabs, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import type { GeneratedCode } from '../api/generate-code';
import { codeTabs } from './code-tabs';

const WIDGET_FEATURES = ['floatingButton', 'responsive', 'colours', 'messageHandling'] as const;

/** The code block and 'Copy Code'; extra snippets (curl, JavaScript...) appear as tabs. */
export function GeneratedCodeDialog({ result, onClose }: { result: GeneratedCode | null; onClose: () => void }) {
  const { t } = useTranslation('deployments');
  const { copied, copy } = useCopy();
  const [chosen, setChosen] = useState<string | null>(null);
  const tabs = result ? codeTabs(result) : [];
  const current = tabs.find((tab) => tab.id === chosen) ?? tabs[0];
  const shown = current?.code ?? '';
  const close = () => {
    setChosen(null);
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
            {tabs.length > 1 && current && (
              <Tabs value={current.id} onValueChange={setChosen}>
                <TabsList aria-label={t('code.formats')}>
                  {tabs.map((tab) => (
                    <TabsTrigger key={tab.id} value={tab.id}>
                      {tab.id === 'main' ? t(`code.${result.deploymentType}.main`) : t(`code.snippet.${tab.id}`, { defaultValue: tab.id })}
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
