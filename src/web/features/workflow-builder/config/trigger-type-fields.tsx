import { useTranslation } from 'react-i18next';
import { listTimeZones } from '@common/time-zones';
import type { TriggerNodeConfig } from '@common/workflows';
import { Input } from '../../../components/ui/input';
import { parseDelayMinutes } from './config-inputs';
import { FormField } from './form-field';

/** The IANA zones the browser knows, for the scheduled trigger's time zone. */
const TIME_ZONES = listTimeZones();

interface TriggerTypeFieldsProps {
  draft: TriggerNodeConfig;
  set: <K extends keyof TriggerNodeConfig>(key: K, value: TriggerNodeConfig[K]) => void;
  delayText: string;
  onDelayTextChange: (text: string) => void;
}

/** What a trigger type needs besides its conditions: keywords, a delay, or a schedule. */
export function TriggerTypeFields({ draft, set, delayText, onDelayTextChange }: TriggerTypeFieldsProps) {
  const { t } = useTranslation('workflowBuilder');

  if (draft.type === 'user_mentions') {
    return (
      <FormField id="trigger-keywords" label={t('trigger.keywords')} hint={t('trigger.keywordsHint')}>
        <Input id="trigger-keywords" value={draft.keywords} placeholder={t('trigger.keywordsPlaceholder')} aria-describedby="trigger-keywords-hint" onChange={(e) => set('keywords', e.target.value)} data-testid="trigger-keywords-input" />
      </FormField>
    );
  }
  if (draft.type === 'time_delay') {
    return (
      <FormField id="trigger-delay" label={t('trigger.delay')} hint={t('trigger.delayHint')} className="sm:max-w-56">
        <Input
          id="trigger-delay"
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          value={delayText}
          aria-describedby="trigger-delay-hint"
          onChange={(e) => onDelayTextChange(e.target.value)}
          onBlur={() => onDelayTextChange(String(parseDelayMinutes(delayText)))}
          data-testid="trigger-delay-input"
        />
      </FormField>
    );
  }
  if (draft.type === 'scheduled') {
    return (
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="trigger-cron" label={t('trigger.cron')} hint={t('trigger.cronHint')}>
          <Input id="trigger-cron" value={draft.cron} placeholder="0 9 * * 1-5" spellCheck={false} className="font-mono" aria-describedby="trigger-cron-hint" onChange={(e) => set('cron', e.target.value)} data-testid="trigger-cron-input" />
        </FormField>
        <FormField id="trigger-time-zone" label={t('trigger.timeZone')} hint={t('trigger.timeZoneHint')}>
          <Input id="trigger-time-zone" list="trigger-time-zones" value={draft.timeZone} spellCheck={false} aria-describedby="trigger-time-zone-hint" onChange={(e) => set('timeZone', e.target.value)} data-testid="trigger-time-zone-input" />
          <datalist id="trigger-time-zones">
            {TIME_ZONES.map((zone) => (
              <option key={zone} value={zone} />
            ))}
          </datalist>
        </FormField>
      </div>
    );
  }
  return null;
}
