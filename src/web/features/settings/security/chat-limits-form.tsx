import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CHAT_LIMIT_BOUNDS, CHAT_LIMIT_KEYS, type ChatLimits } from '@common/settings';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { toast } from '../../../components/ui/use-toast';
import { useUpdateSettings } from '../api/update-settings';
import { errorMessage } from '../error-message';

type Draft = Record<keyof ChatLimits, string>;
const toDraft = (limits: ChatLimits): Draft => ({
  perIpPerMinute: String(limits.perIpPerMinute),
  perSessionPerMinute: String(limits.perSessionPerMinute),
  perApiKeyPerMinute: String(limits.perApiKeyPerMinute),
});

function inBounds(key: keyof ChatLimits, text: string): boolean {
  const n = Number(text);
  return text.trim() !== '' && Number.isInteger(n) && n >= CHAT_LIMIT_BOUNDS[key].min && n <= CHAT_LIMIT_BOUNDS[key].max;
}

/** The per-minute numbers of the public chat and API limits; editable while rate limiting is on. */
export function ChatLimitsForm({ limits, enabled }: { limits: ChatLimits; enabled: boolean }) {
  const { t, i18n } = useTranslation('settings');
  const [draft, setDraft] = useState<Draft>(() => toDraft(limits));
  useEffect(() => setDraft(toDraft(limits)), [limits]);
  const update = useUpdateSettings({
    onError: (error) => toast({ title: t('saveFailed'), description: errorMessage(error), variant: 'destructive' }),
  });
  const valid = CHAT_LIMIT_KEYS.every((key) => inBounds(key, draft[key]));
  const changed = CHAT_LIMIT_KEYS.some((key) => draft[key] !== String(limits[key]));

  return (
    <form
      className="grid gap-3 rounded-md border p-4"
      data-testid="chat-limits"
      aria-label={t('security.chatLimits.title')}
      onSubmit={(e) => {
        e.preventDefault();
        if (!valid) return;
        const chatLimits = Object.fromEntries(CHAT_LIMIT_KEYS.map((key) => [key, Number(draft[key])])) as ChatLimits;
        update.mutate({ chatLimits }, { onSuccess: () => toast({ title: t('security.chatLimits.saved') }) });
      }}
    >
      <p className="text-sm text-muted-foreground">{enabled ? t('security.chatLimits.description') : t('security.chatLimits.off')}</p>
      <div className="grid gap-3 sm:grid-cols-3">
        {CHAT_LIMIT_KEYS.map((key) => {
          const bounds = CHAT_LIMIT_BOUNDS[key];
          const bad = !inBounds(key, draft[key]);
          return (
            <div key={key} className="grid gap-1.5">
              {/* labels of one or two lines: the inputs stay on one line */}
              <Label htmlFor={`chat-limit-${key}`} className="flex min-h-10 items-end">
                {t(`security.chatLimits.${key}`)}
              </Label>
              <Input
                id={`chat-limit-${key}`}
                data-testid={`chat-limit-${key}`}
                type="number"
                inputMode="numeric"
                min={bounds.min}
                max={bounds.max}
                step={1}
                disabled={!enabled}
                aria-invalid={bad}
                aria-describedby={`chat-limit-${key}-range`}
                value={draft[key]}
                onChange={(e) => setDraft({ ...draft, [key]: e.target.value })}
              />
              <p id={`chat-limit-${key}-range`} className={bad ? 'text-xs text-destructive' : 'text-xs text-muted-foreground'}>
                {t('security.chatLimits.range', { min: bounds.min, max: bounds.max.toLocaleString(i18n.language) })}
              </p>
            </div>
          );
        })}
      </div>
      <Button type="submit" size="sm" className="w-fit" disabled={!enabled || !valid || !changed || update.isPending} data-testid="chat-limits-save">
        {update.isPending ? t('security.chatLimits.saving') : t('security.chatLimits.save')}
      </Button>
    </form>
  );
}
