import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { listTimeZones } from '@common/time-zones';
import { Input } from '../../../components/ui/input';
import { Field } from './field';
import type { WizardValues } from './form-schema';
import { SecretField } from './secret-field';
import { WorkingDaysField } from './working-days-field';

const ZONES = listTimeZones();
const ZONE_LIST_ID = 'calendar-time-zones';

/** The CalDAV calendar the agent books into, and the working hours it offers slots in. */
export function CalendarConfig() {
  const { t } = useTranslation('wizard');
  const { register } = useFormContext<WizardValues>();

  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <Field name="toolConfigs.calendar.url" label={t('tools.calendar.url')} htmlFor="calendar-url" hint={t('tools.calendar.urlHint')} className="sm:col-span-2">
        <Input id="calendar-url" type="url" inputMode="url" placeholder="https://dav.example.com/calendars/me/work/" {...register('toolConfigs.calendar.url')} />
      </Field>
      <Field name="toolConfigs.calendar.username" label={t('tools.calendar.username')} htmlFor="calendar-username">
        <Input id="calendar-username" autoComplete="off" {...register('toolConfigs.calendar.username')} />
      </Field>
      <SecretField name="toolConfigs.calendar.password" id="calendar-password" label={t('tools.calendar.password')} hint={t('tools.calendar.passwordHint')} />
      <Field name="toolConfigs.calendar.timeZone" label={t('tools.calendar.timeZone')} htmlFor="calendar-time-zone" hint={t('tools.calendar.timeZoneHint')}>
        <Input
          id="calendar-time-zone"
          autoComplete="off"
          spellCheck={false}
          placeholder="Europe/Madrid"
          list={ZONES.length > 0 ? ZONE_LIST_ID : undefined}
          {...register('toolConfigs.calendar.timeZone')}
        />
      </Field>
      {ZONES.length > 0 && (
        <datalist id={ZONE_LIST_ID}>
          {ZONES.map((zone) => (
            <option key={zone} value={zone} />
          ))}
        </datalist>
      )}
      <Field name="toolConfigs.calendar.slotMinutes" label={t('tools.calendar.slotMinutes')} htmlFor="calendar-slot">
        <Input id="calendar-slot" type="number" inputMode="numeric" min={5} max={480} step={5} {...register('toolConfigs.calendar.slotMinutes', { valueAsNumber: true })} />
      </Field>
      <WorkingDaysField />
      <Field name="toolConfigs.calendar.workdayStart" label={t('tools.calendar.workdayStart')} htmlFor="calendar-start">
        <Input id="calendar-start" type="time" step={60} className="dark:[color-scheme:dark]" {...register('toolConfigs.calendar.workdayStart')} />
      </Field>
      <Field name="toolConfigs.calendar.workdayEnd" label={t('tools.calendar.workdayEnd')} htmlFor="calendar-end">
        <Input id="calendar-end" type="time" step={60} className="dark:[color-scheme:dark]" {...register('toolConfigs.calendar.workdayEnd')} />
      </Field>
    </div>
  );
}
