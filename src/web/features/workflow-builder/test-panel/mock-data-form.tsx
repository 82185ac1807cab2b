import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { TEST_TRIGGER_TYPES } from '@common/workflows';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import type { MockData } from './mock-data';

const isTestTriggerType = (value: string): value is MockData['triggerType'] => (TEST_TRIGGER_TYPES as readonly string[]).includes(value);

/** The mock event the test runs with (POST /api/workflows/{workflowId}/test). */
export function MockDataForm({ value, onChange, disabled }: { value: MockData; onChange: (next: MockData) => void; disabled: boolean }) {
  const { t } = useTranslation('workflowRun');
  const id = useId();
  const set = <K extends keyof MockData>(key: K, next: MockData[K]) => onChange({ ...value, [key]: next });
  return (
    <fieldset className="grid gap-4" disabled={disabled}>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-trigger`}>{t('test.triggerType')}</Label>
        <Select value={value.triggerType} onValueChange={(next) => isTestTriggerType(next) && set('triggerType', next)} disabled={disabled}>
          <SelectTrigger id={`${id}-trigger`} data-testid="test-trigger-type">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {TEST_TRIGGER_TYPES.map((type) => (
              <SelectItem key={type} value={type}>
                {t(`triggerTypes.${type}`)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="grid gap-2">
        <span className="text-sm font-medium">{t('test.mockUser')}</span>
        <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,1.5fr)_minmax(0,1fr)]">
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-name`} className="text-xs text-muted-foreground">
              {t('test.userName')}
            </Label>
            <Input id={`${id}-name`} value={value.name} maxLength={200} onChange={(e) => set('name', e.target.value)} />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-email`} className="text-xs text-muted-foreground">
              {t('test.userEmail')}
            </Label>
            <Input id={`${id}-email`} type="email" value={value.email} maxLength={254} onChange={(e) => set('email', e.target.value)} />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-phone`} className="text-xs text-muted-foreground">
              {t('test.userPhone')}
            </Label>
            <Input id={`${id}-phone`} type="tel" value={value.phone} maxLength={40} onChange={(e) => set('phone', e.target.value)} />
          </div>
        </div>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="grid gap-2">
          <Label htmlFor={`${id}-message`}>{t('test.userMessage')}</Label>
          <Textarea
            id={`${id}-message`}
            rows={3}
            value={value.userMessage}
            maxLength={4000}
            placeholder={t('test.userMessagePlaceholder')}
            onChange={(e) => set('userMessage', e.target.value)}
          />
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-response`}>{t('test.agentResponse')}</Label>
          <Textarea
            id={`${id}-response`}
            rows={3}
            value={value.agentResponse}
            maxLength={20000}
            placeholder={t('test.agentResponsePlaceholder')}
            onChange={(e) => set('agentResponse', e.target.value)}
          />
        </div>
      </div>
    </fieldset>
  );
}
