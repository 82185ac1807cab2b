import { Braces, FileText } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { WEBHOOK_NODE_METHODS, webhookNodeConfig, type WebhookNodeConfig } from '@common/workflows';
import { headersToRows, rowsToHeaders } from '../../../components/header-rows';
import { HeadersEditor } from '../../../components/headers-editor';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { ConfigFormFooter, ConfigIssues } from './config-form-footer';
import { formatWebhookBody, parseWebhookBody } from './config-inputs';
import { describeIssues } from './config-issues';
import { FormField } from './form-field';
import { pickOption } from './pick-option';
import { TemplateVariables } from './template-variables';
import { useTemplateInsertion } from './use-template-insertion';

/** Webhook: URL, method, headers and a body sent as JSON when it parses as an object, else as text. */
export function WebhookConfigForm({ initial, onSave, onCancel }: { initial: WebhookNodeConfig; onSave: (config: WebhookNodeConfig) => void; onCancel: () => void }) {
  const { t } = useTranslation('workflowBuilder');
  const [url, setUrl] = useState(initial.url);
  const [method, setMethod] = useState(initial.method);
  const [rows, setRows] = useState(() => headersToRows(initial.headers));
  const [bodyText, setBodyText] = useState(() => formatWebhookBody(initial.body));
  const [issues, setIssues] = useState<string[]>([]);
  const variables = useTemplateInsertion((field, value) => (field === 'url' ? setUrl(value) : setBodyText(value)), 'body');
  const bodyIsJson = typeof parseWebhookBody(bodyText) !== 'string';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = webhookNodeConfig.safeParse({ url, method, headers: rowsToHeaders(rows), body: parseWebhookBody(bodyText) });
    if (!parsed.success) return setIssues(describeIssues(parsed.error));
    onSave(parsed.data);
  };

  return (
    <form noValidate className="grid gap-4" onSubmit={submit}>
      <div className="grid gap-4 sm:grid-cols-[8rem_1fr]">
        <div className="grid content-start gap-1.5">
          <Label id="webhook-method-label">{t('webhook.method')}</Label>
          <Select value={method} onValueChange={(value) => setMethod(pickOption(WEBHOOK_NODE_METHODS, value, 'POST'))}>
            <SelectTrigger aria-labelledby="webhook-method-label" data-testid="webhook-method-select">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {WEBHOOK_NODE_METHODS.map((m) => (
                <SelectItem key={m} value={m}>
                  {m}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <FormField id="webhook-url" label={t('webhook.url')}>
          <Input id="webhook-url" type="url" inputMode="url" spellCheck={false} value={url} placeholder="https://example.com/hooks/leads" onChange={(e) => setUrl(e.target.value)} data-testid="webhook-url-input" {...variables.bind('url')} />
        </FormField>
      </div>
      <HeadersEditor
        idPrefix="webhook"
        rows={rows}
        onChange={setRows}
        text={{
          legend: t('webhook.headers'),
          hint: t('webhook.headersHint'),
          empty: t('webhook.noHeaders'),
          name: t('webhook.headerName'),
          value: t('webhook.headerValue'),
          remove: (index) => t('webhook.removeHeader', { index }),
          add: t('webhook.addHeader'),
        }}
      />
      <FormField id="webhook-body" label={t('webhook.body')}>
        <Textarea id="webhook-body" rows={8} spellCheck={false} className="font-mono text-xs" value={bodyText} aria-describedby="webhook-body-hint" onChange={(e) => setBodyText(e.target.value)} data-testid="webhook-body-input" {...variables.bind('body')} />
        <p id="webhook-body-hint" className="flex items-center gap-1.5 text-xs text-muted-foreground" data-testid="webhook-body-kind">
          {bodyIsJson ? <Braces className="size-3.5" aria-hidden="true" /> : <FileText className="size-3.5" aria-hidden="true" />}
          {bodyIsJson ? t('webhook.bodyJson') : t('webhook.bodyText')}
        </p>
      </FormField>
      <TemplateVariables onInsert={variables.insert} />
      <ConfigIssues issues={issues} />
      <ConfigFormFooter onCancel={onCancel} />
    </form>
  );
}
