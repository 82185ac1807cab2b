import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';
import { FormMessage } from '../../../components/form-message';
import { useFieldError } from './field';
import type { WizardValues } from './form-schema';

const ISO_DAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** Short weekday names in the interface language; 1 January 2024 was a Monday (ISO day 1). */
export function weekdayNames(language: string): string[] {
  const format = new Intl.DateTimeFormat(language, { weekday: 'short', timeZone: 'UTC' });
  return ISO_DAYS.map((d) => format.format(new Date(Date.UTC(2024, 0, d))));
}

/** Adds or removes an ISO weekday, keeping the list in week order. */
export function toggleDay(days: number[], day: number): number[] {
  return days.includes(day) ? days.filter((d) => d !== day) : [...days, day].sort((a, b) => a - b);
}

/** The weekdays the calendar offers slots on, as a row of toggles. */
export function WorkingDaysField() {
  const { t, i18n } = useTranslation('wizard');
  const { control } = useFormContext<WizardValues>();
  const message = useFieldError('toolConfigs.calendar.workingDays');
  const names = weekdayNames(i18n.language);

  return (
    <div className="grid gap-1.5 sm:col-span-2" role="group" aria-labelledby="calendar-days-label">
      <p id="calendar-days-label" className="text-sm font-medium leading-none">
        {t('tools.calendar.workingDays')}
      </p>
      <Controller
        control={control}
        name="toolConfigs.calendar.workingDays"
        render={({ field }) => {
          const days = field.value ?? [];
          return (
            <div className="flex flex-wrap gap-1.5">
              {ISO_DAYS.map((day) => {
                const on = days.includes(day);
                return (
                  <button
                    key={day}
                    type="button"
                    aria-pressed={on}
                    className={cn(
                      'h-8 min-w-12 rounded-md border px-2 text-xs font-medium capitalize transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                      on ? 'border-primary bg-primary text-primary-foreground' : 'border-input bg-background text-muted-foreground hover:bg-accent hover:text-accent-foreground',
                    )}
                    onClick={() => field.onChange(toggleDay(days, day))}
                  >
                    {names[day - 1]}
                  </button>
                );
              })}
            </div>
          );
        }}
      />
      <FormMessage message={message} />
    </div>
  );
}
