import { CheckCircle2 } from 'lucide-react';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';

interface ChannelFieldProps extends ComponentProps<'input'> {
  id: string;
  label: string;
  /** already translated */
  error?: string;
  hint?: string;
  /** a secret the server holds: the field may stay empty */
  stored?: boolean;
}

/** One labelled input of a channel dialog, with its hint, its error and, for secrets, whether one is stored. */
export function ChannelField({ id, label, error, hint, stored, ...input }: ChannelFieldProps) {
  const { t } = useTranslation('deployments');
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center justify-between gap-2">
        <Label htmlFor={id}>{label}</Label>
        {stored && (
          <span className="inline-flex items-center gap-1 text-xs text-muted-foreground" data-testid="channel-secret-stored">
            <CheckCircle2 className="size-3.5 text-success" aria-hidden="true" />
            {t('messaging.stored')}
          </span>
        )}
      </div>
      <Input id={id} aria-invalid={Boolean(error)} aria-describedby={describedBy || undefined} {...input} />
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-xs text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
