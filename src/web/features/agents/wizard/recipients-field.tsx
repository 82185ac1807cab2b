import { Plus, X } from 'lucide-react';
import { useState, type KeyboardEvent } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { TOOL_LIMITS } from '@common/tool-configs';
import { FormMessage } from '../../../components/form-message';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { useFieldError } from './field';
import type { WizardValues } from './form-schema';

const NAME = 'toolConfigs.sendEmail.allowedRecipients';
const email = z.email();

/** Splits pasted text (commas, semicolons, spaces or lines) into addresses. */
export function splitAddresses(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((a) => a.trim())
    .filter(Boolean);
}

/** The fixed addresses the send-email tool may write to, as removable chips. */
export function RecipientsField() {
  const { t } = useTranslation('wizard');
  const { control } = useFormContext<WizardValues>();
  const [draft, setDraft] = useState('');
  const [invalid, setInvalid] = useState<string[]>([]);
  const formError = useFieldError(NAME);
  const id = 'smtp-recipients';

  return (
    <Controller
      control={control}
      name={NAME}
      render={({ field }) => {
        const list = field.value ?? [];
        const full = list.length >= TOOL_LIMITS.recipients;
        // Adds every valid address of the draft; the invalid ones stay in the input to be fixed.
        const add = () => {
          const parts = splitAddresses(draft);
          if (parts.length === 0) return;
          const bad = parts.filter((a) => !email.safeParse(a).success);
          const good = parts.filter((a) => email.safeParse(a).success && !list.some((r) => r.toLowerCase() === a.toLowerCase()));
          const next = [...list, ...good].slice(0, TOOL_LIMITS.recipients);
          if (next.length !== list.length) field.onChange(next);
          setInvalid(bad);
          setDraft(bad.join(', '));
        };
        const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
          // Enter would otherwise move the wizard to the next step
          if (e.key === 'Enter' || e.key === ',') {
            e.preventDefault();
            add();
          }
        };
        return (
          <div className="grid content-start gap-1.5 sm:col-span-2">
            <Label htmlFor={id}>{t('tools.sendEmail.recipients')}</Label>
            {list.length > 0 && (
              <ul className="flex flex-wrap gap-1.5" aria-label={t('tools.sendEmail.recipients')} data-testid="smtp-recipient-list">
                {list.map((address) => (
                  <li key={address} className="inline-flex items-center gap-1 rounded-full border bg-muted/50 py-0.5 pl-2.5 pr-1 text-xs">
                    <span className="max-w-56 truncate">{address}</span>
                    <button
                      type="button"
                      className="rounded-full p-0.5 text-muted-foreground hover:bg-accent hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                      aria-label={t('tools.sendEmail.removeRecipient', { address })}
                      onClick={() => field.onChange(list.filter((r) => r !== address))}
                    >
                      <X className="size-3" aria-hidden="true" />
                    </button>
                  </li>
                ))}
              </ul>
            )}
            <div className="flex items-center gap-2">
              <Input
                id={id}
                type="text"
                inputMode="email"
                autoComplete="off"
                placeholder={full ? t('tools.sendEmail.recipientsFull') : t('tools.sendEmail.recipientPlaceholder')}
                disabled={full}
                value={draft}
                aria-invalid={invalid.length > 0 || undefined}
                aria-describedby={`${id}-hint`}
                onChange={(e) => {
                  setDraft(e.target.value);
                  setInvalid([]);
                }}
                onKeyDown={onKeyDown}
                onBlur={() => {
                  add();
                  field.onBlur();
                }}
              />
              <Button type="button" variant="outline" size="icon" aria-label={t('tools.sendEmail.addRecipient')} disabled={full || !draft.trim()} onClick={add}>
                <Plus />
              </Button>
            </div>
            {invalid.length > 0 ? (
              <FormMessage message={t('tools.sendEmail.invalidRecipients', { list: invalid.join(', ') })} />
            ) : formError ? (
              <FormMessage message={formError} id={`${id}-error`} />
            ) : (
              <p id={`${id}-hint`} className="text-xs text-muted-foreground">
                {t('tools.sendEmail.recipientsHint')}
              </p>
            )}
          </div>
        );
      }}
    />
  );
}
