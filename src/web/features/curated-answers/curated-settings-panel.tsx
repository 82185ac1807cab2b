import { Loader2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CURATED_THRESHOLD_DEFAULT, curatedMode, type CuratedSettings } from '@common/curated-answers';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Slider } from '../../components/ui/slider';
import { Switch } from '../../components/ui/switch';
import { toast } from '../../components/ui/use-toast';
import { ApiError } from '../../lib/api';
import { useSaveCuratedSettings } from './api/save-curated-settings';
import { THRESHOLD_MAX, THRESHOLD_MIN, THRESHOLD_STEP, thresholdPercent } from './threshold';

/** How pairs answer: the mode, how close a question must be, and whether operators may add pairs. Read-only for viewers. */
export function CuratedSettingsPanel({ agentId, settings, canEdit }: { agentId: string; settings: CuratedSettings; canEdit: boolean }) {
  const { t, i18n } = useTranslation('curatedAnswers');
  const id = useId();
  const [draft, setDraft] = useState(settings);
  const save = useSaveCuratedSettings(agentId);
  const dirty = JSON.stringify(draft) !== JSON.stringify(settings);
  const number = new Intl.NumberFormat(i18n.language, { minimumFractionDigits: 2, maximumFractionDigits: 2 });

  return (
    <Card data-testid="curated-settings">
      <CardHeader>
        <CardTitle as="h3">{t('settings.title')}</CardTitle>
        <CardDescription>{canEdit ? t('settings.description') : t('settings.readOnly')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          className="grid gap-6 md:grid-cols-2"
          onSubmit={(e) => {
            e.preventDefault();
            save.mutate(draft, {
              onSuccess: () => toast({ title: t('toasts.settingsSaved') }),
              onError: (error) => toast({ variant: 'destructive', title: t('toasts.settingsFailed'), description: error instanceof ApiError ? error.serverMessage : error.message }),
            });
          }}
        >
          <fieldset className="grid content-start gap-2" disabled={!canEdit}>
            <legend className="mb-1 text-sm font-medium">{t('settings.mode')}</legend>
            {curatedMode.options.map((mode) => (
              <label key={mode} className="flex cursor-pointer items-start gap-3 rounded-md border p-3 text-sm has-[:checked]:border-primary has-[:disabled]:cursor-default">
                <input
                  type="radio"
                  name={`${id}-mode`}
                  value={mode}
                  className="mt-0.5 size-4 accent-primary"
                  checked={draft.mode === mode}
                  onChange={() => setDraft({ ...draft, mode })}
                  data-testid={`curated-mode-${mode}`}
                />
                <span className="grid gap-0.5">
                  <span className="font-medium">{t(`settings.modes.${mode}.label`)}</span>
                  <span className="text-xs text-muted-foreground">{t(`settings.modes.${mode}.hint`)}</span>
                </span>
              </label>
            ))}
          </fieldset>
          <div className="grid content-start gap-5">
            <div className="grid gap-2">
              <div className="flex items-baseline justify-between gap-2">
                <span id={`${id}-threshold`} className="text-sm font-medium">
                  {t('settings.threshold')}
                </span>
                <span className="font-mono text-sm" data-testid="curated-threshold-value">
                  {number.format(draft.threshold)}
                </span>
              </div>
              <Slider
                min={THRESHOLD_MIN}
                max={THRESHOLD_MAX}
                step={THRESHOLD_STEP}
                value={[draft.threshold]}
                disabled={!canEdit}
                aria-labelledby={`${id}-threshold`}
                onValueChange={([threshold]) => setDraft({ ...draft, threshold })}
                data-testid="curated-threshold"
              />
              <div className="relative h-4 text-xs text-muted-foreground" aria-hidden="true">
                <span className="absolute top-0 -translate-x-1/2 whitespace-nowrap" style={{ left: `${thresholdPercent(CURATED_THRESHOLD_DEFAULT)}%` }}>
                  ▲ {t('settings.default', { value: number.format(CURATED_THRESHOLD_DEFAULT) })}
                </span>
              </div>
              <p className="text-xs text-muted-foreground">{t('settings.thresholdHint', { value: number.format(CURATED_THRESHOLD_DEFAULT) })}</p>
            </div>
            <div className="flex items-start justify-between gap-3">
              <span className="grid gap-0.5">
                <label htmlFor={`${id}-operators`} className="text-sm font-medium">
                  {t('settings.operators')}
                </label>
                <span className="text-xs text-muted-foreground">{t('settings.operatorsHint')}</span>
              </span>
              <Switch
                id={`${id}-operators`}
                checked={draft.operatorsMayAdd}
                disabled={!canEdit}
                onCheckedChange={(operatorsMayAdd) => setDraft({ ...draft, operatorsMayAdd })}
                data-testid="curated-operators"
              />
            </div>
            {canEdit && (
              <div className="flex justify-end gap-2">
                <Button type="button" variant="outline" disabled={!dirty || save.isPending} onClick={() => setDraft(settings)}>
                  {t('actions.reset')}
                </Button>
                <Button type="submit" disabled={!dirty || save.isPending} data-testid="curated-settings-save">
                  {save.isPending && <Loader2 className="animate-spin" />}
                  {t('actions.saveSettings')}
                </Button>
              </div>
            )}
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
