import { Loader2, Play } from 'lucide-react';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { Agent } from '@common/agents';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Label } from '../../components/ui/label';
import { Slider } from '../../components/ui/slider';
import { Switch } from '../../components/ui/switch';
import { Textarea } from '../../components/ui/textarea';
import { ConsoleModelSelect } from './console-model-select';
import { defaultTemperature, type TestSettings } from './test-settings';

interface TestFormProps {
  agent: Agent;
  inputRef?: Ref<HTMLTextAreaElement>;
  settings: TestSettings;
  onChange: (settings: TestSettings) => void;
  onRun: () => void;
  running: boolean;
  inputError: boolean;
}

export function TestForm({ agent, inputRef, settings, onChange, onRun, running, inputError }: TestFormProps) {
  const { t } = useTranslation('testConsole');
  const set = (patch: Partial<TestSettings>) => onChange({ ...settings, ...patch });
  const temperature = settings.temperature ?? defaultTemperature(agent);

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('form.title')}</CardTitle>
        <CardDescription>{t('form.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          className="@container flex flex-col gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            onRun();
          }}
        >
          <div className="grid gap-2">
            <Label htmlFor="console-test-input">{t('form.input')}</Label>
            <Textarea
              id="console-test-input"
              ref={inputRef}
              value={settings.input}
              onChange={(e) => set({ input: e.target.value })}
              onKeyDown={(e) => {
                if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
                  e.preventDefault();
                  onRun();
                }
              }}
              rows={3}
              maxLength={4000}
              placeholder={t('form.inputPlaceholder')}
              aria-invalid={inputError}
              aria-describedby="console-test-input-hint"
              data-testid="console-test-input"
            />
            <p id="console-test-input-hint" className={inputError ? 'text-xs text-destructive' : 'text-xs text-muted-foreground'}>
              {inputError ? t('form.inputRequired') : t('form.inputHint')}
            </p>
          </div>
          <div className="grid gap-4 @lg:grid-cols-2">
            <div className="grid min-w-0 gap-2">
              <Label htmlFor="console-model">{t('form.model')}</Label>
              <ConsoleModelSelect id="console-model" agent={agent} value={settings.model} onChange={(model) => set({ model })} />
            </div>
            <div className="grid gap-2">
              <div className="flex items-center justify-between">
                <Label id="console-temperature-label">{t('form.temperature')}</Label>
                <span className="font-mono text-xs text-muted-foreground">{temperature.toFixed(1)}</span>
              </div>
              <Slider
                min={0}
                max={1}
                step={0.1}
                value={[temperature]}
                onValueChange={([value]) => set({ temperature: value })}
                aria-labelledby="console-temperature-label"
              />
            </div>
          </div>
          <div className="flex flex-wrap gap-x-6 gap-y-3">
            <label className="flex cursor-pointer items-center gap-2 text-sm">
              <Switch checked={settings.enableRag} onCheckedChange={(enableRag) => set({ enableRag })} data-testid="console-rag" />
              {t('form.enableRag')}
            </label>
            <label className="flex cursor-pointer items-center gap-2 text-sm">
              <Switch checked={settings.enableTools} onCheckedChange={(enableTools) => set({ enableTools })} data-testid="console-tools" />
              {t('form.enableTools')}
            </label>
          </div>
          <Button type="submit" disabled={running} className="self-start" data-testid="console-run-test">
            {running ? <Loader2 className="animate-spin" /> : <Play />}
            {running ? t('form.running') : t('form.run')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
