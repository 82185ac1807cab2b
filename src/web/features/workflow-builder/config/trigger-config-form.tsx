import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TRIGGER_TYPES, triggerNodeConfig, type TriggerNodeConfig } from '@common/workflows';
import { Label } from '../../../components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';
import { ConfigFormFooter, ConfigIssues } from './config-form-footer';
import { parseDelayMinutes } from './config-inputs';
import { describeIssues } from './config-issues';
import { InboundWebhookUrl } from './inbound-webhook-url';
import { pickOption } from './pick-option';
import { TemplateVariables } from './template-variables';
import { TriggerConditionsEditor } from './trigger-conditions-editor';
import { TriggerTypeFields } from './trigger-type-fields';
import { useTemplateInsertion } from './use-template-insertion';

interface TriggerConfigFormProps {
  initial: TriggerNodeConfig;
  /** the inbound URL of the saved workflow's webhook trigger */
  webhookUrl: string | null;
  onSave: (config: TriggerNodeConfig) => void;
  onCancel: () => void;
}

/** Trigger: its type, the setting that type needs, and the conditions that must hold. */
export function TriggerConfigForm({ initial, webhookUrl, onSave, onCancel }: TriggerConfigFormProps) {
  const { t } = useTranslation('workflowBuilder');
  const [draft, setDraft] = useState(initial);
  const [delayText, setDelayText] = useState(String(initial.delay));
  const [issues, setIssues] = useState<string[]>([]);
  const set = <K extends keyof TriggerNodeConfig>(key: K, value: TriggerNodeConfig[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const variables = useTemplateInsertion((field, value) => {
    const index = Number(field.replace('condition.', ''));
    setDraft((d) => ({ ...d, conditions: d.conditions.map((c, i) => (i === index ? { ...c, value } : c)) }));
  }, null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = triggerNodeConfig.safeParse({ ...draft, delay: parseDelayMinutes(delayText) });
    if (!parsed.success) return setIssues(describeIssues(parsed.error));
    onSave(parsed.data);
  };

  return (
    <form noValidate className="grid gap-4" onSubmit={submit}>
      <div className="grid gap-1.5">
        <Label id="trigger-type-label">{t('trigger.type')}</Label>
        <Select value={draft.type} onValueChange={(value) => set('type', pickOption(TRIGGER_TYPES, value, 'conversation_end'))}>
          <SelectTrigger aria-labelledby="trigger-type-label" aria-describedby="trigger-type-hint" data-testid="trigger-type-select">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {TRIGGER_TYPES.map((type) => (
              <SelectItem key={type} value={type} data-testid={`trigger-type-${type}`}>
                {t(`triggerTypes.${type}.name`)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        <p id="trigger-type-hint" className="text-xs text-muted-foreground">
          {t(`triggerTypes.${draft.type}.description`)}
        </p>
      </div>
      <TriggerTypeFields draft={draft} set={set} delayText={delayText} onDelayTextChange={setDelayText} />
      {draft.type === 'webhook' && <InboundWebhookUrl url={webhookUrl} />}
      <TriggerConditionsEditor conditions={draft.conditions} onChange={(conditions) => set('conditions', conditions)} bindValue={(i) => variables.bind(`condition.${i}`)} />
      <TemplateVariables onInsert={variables.insert} />
      <ConfigIssues issues={issues} />
      <ConfigFormFooter onCancel={onCancel} />
    </form>
  );
}
