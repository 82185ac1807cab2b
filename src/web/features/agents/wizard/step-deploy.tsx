import { ArrowRight, Code, MessageCircle, MessageSquare, Smartphone, type LucideIcon } from 'lucide-react';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AGENT_STATUSES, type Channels } from '@common/agents';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';
import { Switch } from '../../../components/ui/switch';
import { Field } from './field';
import type { WizardValues } from './form-schema';
import { GuardrailsSection } from './guardrails-section';
import { MemorySection } from './memory-section';
import { StartersField } from './starters-field';

const CHANNELS: { id: keyof Channels; icon: LucideIcon }[] = [
  { id: 'webWidget', icon: MessageSquare },
  { id: 'api', icon: Code },
  { id: 'sms', icon: Smartphone },
  { id: 'whatsapp', icon: MessageCircle },
];

const LIFECYCLE = ['draft', 'testing', 'published'] as const;

export function StepDeploy() {
  const { t } = useTranslation('wizard');
  const { control } = useFormContext<WizardValues>();

  return (
    <div className="grid gap-5">
      <div className="grid gap-3">
        <p className="text-sm font-medium">{t('deploy.channels')}</p>
        <div className="grid gap-3 sm:grid-cols-2">
          {CHANNELS.map(({ id, icon: Icon }) => (
            <div key={id} className="flex items-start gap-3 rounded-lg border p-3">
              <Icon className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
              <label htmlFor={`channel-${id}`} className="min-w-0 flex-1 cursor-pointer">
                <span className="block text-sm font-medium">{t(`deploy.channelList.${id}.name`)}</span>
                <span className="block text-xs text-muted-foreground">{t(`deploy.channelList.${id}.description`)}</span>
              </label>
              <Controller
                control={control}
                name={`channels.${id}`}
                render={({ field }) => <Switch id={`channel-${id}`} checked={field.value ?? false} onCheckedChange={field.onChange} />}
              />
            </div>
          ))}
        </div>
      </div>
      <StartersField />
      <GuardrailsSection />
      <MemorySection />
      <Field name="status" label={t('deploy.status')} htmlFor="agent-status" hint={t('deploy.statusHint')}>
        <Controller
          control={control}
          name="status"
          render={({ field }) => (
            <Select value={field.value} onValueChange={field.onChange}>
              <SelectTrigger id="agent-status" className="sm:w-60">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {AGENT_STATUSES.map((status) => (
                  <SelectItem key={status} value={status}>
                    {t(`deploy.statuses.${status}`)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        />
      </Field>
      <div className="rounded-lg border bg-muted/40 p-4" data-testid="lifecycle-hint">
        <p className="text-sm font-medium">{t('deploy.lifecycleTitle')}</p>
        <ol className="mt-3 flex flex-wrap items-center gap-2 text-sm">
          {LIFECYCLE.map((stage, i) => (
            <li key={stage} className="flex items-center gap-2">
              {i > 0 && <ArrowRight className="size-4 text-muted-foreground" aria-hidden="true" />}
              <span className="rounded-full border bg-background px-3 py-1 font-medium">{t(`deploy.lifecycle.${stage}`)}</span>
            </li>
          ))}
        </ol>
        <p className="mt-3 text-xs text-muted-foreground">{t('deploy.lifecycleHint')}</p>
      </div>
    </div>
  );
}
