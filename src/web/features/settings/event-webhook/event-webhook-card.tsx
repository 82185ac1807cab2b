import { Loader2, Send } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { EVENT_WEBHOOK_EVENTS, type EventWebhookEvent, type EventWebhookView } from '@common/event-webhooks';
import { InlineError } from '../../../components/inline-error';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Switch } from '../../../components/ui/switch';
import { Skeleton } from '../../../components/ui/skeleton';
import { useProjectCan } from '../../../lib/project-role';
import { errorMessage } from '../error-message';
import { useEventWebhook, useEventWebhookActions } from './api';

/** Settings > API Keys > Event webhook: where approval events are POSTed, signed with a secret shown once. */
export function EventWebhookCard({ projectId }: { projectId: string }) {
  const { t } = useTranslation('settings');
  const hook = useEventWebhook(projectId);
  return (
    <Card data-testid="event-webhook-card">
      <CardHeader>
        <CardTitle>{t('eventWebhook.title')}</CardTitle>
        <CardDescription>{t('eventWebhook.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {hook.isPending ? <Skeleton className="h-24" /> : hook.isError ? <InlineError error={hook.error} onRetry={() => void hook.refetch()} /> : <EventWebhookForm projectId={projectId} view={hook.data} />}
      </CardContent>
    </Card>
  );
}

function EventWebhookForm({ projectId, view }: { projectId: string; view: EventWebhookView | null }) {
  const { t, i18n } = useTranslation('settings');
  const canEdit = useProjectCan()('build');
  const actions = useEventWebhookActions(projectId);
  const [url, setUrl] = useState(view?.url ?? '');
  const [events, setEvents] = useState<EventWebhookEvent[]>(view?.events ?? [...EVENT_WEBHOOK_EVENTS]);
  const failed = actions.save.error ?? actions.test.error ?? actions.rotate.error ?? actions.remove.error;
  const busy = actions.save.isPending || actions.test.isPending || actions.rotate.isPending || actions.remove.isPending;
  const toggle = (event: EventWebhookEvent, on: boolean) => setEvents((list) => (on ? [...new Set([...list, event])] : list.filter((e) => e !== event)));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    actions.save.mutate({ url: url.trim(), events });
  };
  const last = view?.lastDelivery;
  // The secret comes once, in the answer to a save or a new secret; later answers (a test event)
  // carry none. It stays on screen until the page is left or the webhook removed.
  const [shownSecret, setShownSecret] = useState<string | null>(view?.secret ?? null);
  if (view?.secret && view.secret !== shownSecret) setShownSecret(view.secret);
  const secret = view ? shownSecret : null;

  return (
    <form className="grid gap-4" onSubmit={submit} noValidate>
      <div className="grid gap-1.5">
        <Label htmlFor="event-webhook-url">{t('eventWebhook.url')}</Label>
        <Input id="event-webhook-url" type="url" inputMode="url" spellCheck={false} value={url} disabled={!canEdit} placeholder="https://example.com/agentforge-events" onChange={(e) => setUrl(e.target.value)} data-testid="event-webhook-url" />
      </div>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">{t('eventWebhook.events')}</legend>
        {EVENT_WEBHOOK_EVENTS.map((event) => (
          <div key={event} className="flex items-center gap-2">
            <Switch id={`event-webhook-${event}`} checked={events.includes(event)} disabled={!canEdit} onCheckedChange={(v) => toggle(event, v)} data-testid={`event-webhook-event-${event}`} />
            <Label htmlFor={`event-webhook-${event}`} className="font-normal">
              <span className="font-mono text-xs">{event}</span> · {t(`eventWebhook.eventNames.${event === 'approval.waiting' ? 'waiting' : 'decided'}`)}
            </Label>
          </div>
        ))}
      </fieldset>
      {secret && (
        <div className="grid gap-1 rounded-md border border-warning/50 bg-warning/10 p-3 text-sm" data-testid="event-webhook-secret">
          <p className="font-medium">{t('eventWebhook.secretOnce')}</p>
          <code className="break-all font-mono text-xs">{secret}</code>
        </div>
      )}
      {last && (
        <p className="text-sm" data-testid="event-webhook-last" data-status={last.status}>
          {t(`eventWebhook.last.${last.status}`, { event: last.event, when: new Date(last.at).toLocaleString(i18n.language), code: last.statusCode ?? '—' })}
          {last.error && last.status !== 'delivered' && <span className="block text-xs text-muted-foreground">{last.error}</span>}
        </p>
      )}
      <p className="text-xs text-muted-foreground">{t('eventWebhook.signatureHint')}</p>
      {failed && (
        <p role="alert" className="text-sm text-destructive" data-testid="event-webhook-error">
          {errorMessage(failed)}
        </p>
      )}
      {canEdit ? (
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={busy} data-testid="event-webhook-save">
            {actions.save.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
            {t('eventWebhook.save')}
          </Button>
          {view && (
            <>
              <Button type="button" variant="outline" disabled={busy} onClick={() => actions.test.mutate()} data-testid="event-webhook-test">
                {actions.test.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Send aria-hidden="true" />}
                {t('eventWebhook.test')}
              </Button>
              <Button type="button" variant="outline" disabled={busy} onClick={() => actions.rotate.mutate()} data-testid="event-webhook-rotate">
                {t('eventWebhook.rotate')}
              </Button>
              <Button type="button" variant="ghost" disabled={busy} onClick={() => actions.remove.mutate()} data-testid="event-webhook-remove">
                {t('eventWebhook.remove')}
              </Button>
            </>
          )}
        </div>
      ) : (
        <p className="text-xs text-muted-foreground">{t('eventWebhook.readOnly')}</p>
      )}
    </form>
  );
}
