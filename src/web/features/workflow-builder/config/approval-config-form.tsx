import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { APPROVAL_NODE_TIMEOUT_MAX_MINUTES, approvalNodeConfig, type ApprovalNodeConfig } from '@common/workflows';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { ConfigFormFooter, ConfigIssues } from './config-form-footer';
import { describeIssues } from './config-issues';
import { FormField } from './form-field';
import { TemplateVariables } from './template-variables';
import { useTemplateInsertion } from './use-template-insertion';

/** Wait for approval: the request's title and message as the operator reads them, and the timeout. */
export function ApprovalConfigForm({ initial, onSave, onCancel }: { initial: ApprovalNodeConfig; onSave: (config: ApprovalNodeConfig) => void; onCancel: () => void }) {
  const { t } = useTranslation('workflowBuilder');
  const [title, setTitle] = useState(initial.title);
  const [message, setMessage] = useState(initial.message);
  const [timeout, setTimeoutText] = useState(String(initial.timeoutMinutes));
  const [issues, setIssues] = useState<string[]>([]);
  const variables = useTemplateInsertion((field, value) => (field === 'title' ? setTitle(value) : setMessage(value)), 'message');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = approvalNodeConfig.safeParse({ title, message, timeoutMinutes: timeout.trim() === '' ? Number.NaN : Number(timeout) });
    if (!parsed.success) return setIssues(describeIssues(parsed.error));
    onSave(parsed.data);
  };

  return (
    <form noValidate className="grid gap-4" onSubmit={submit}>
      <FormField id="approval-title" label={t('approval.titleLabel')} hint={t('approval.titleHint', { example: '{{user.name}}' })}>
        <Input id="approval-title" value={title} maxLength={100} aria-describedby="approval-title-hint" onChange={(e) => setTitle(e.target.value)} data-testid="approval-title-input" {...variables.bind('title')} />
      </FormField>
      <FormField id="approval-message" label={t('approval.messageLabel')} hint={t('approval.messageHint')}>
        <Textarea id="approval-message" rows={4} value={message} aria-describedby="approval-message-hint" onChange={(e) => setMessage(e.target.value)} data-testid="approval-message-input" {...variables.bind('message')} />
      </FormField>
      <FormField id="approval-timeout" label={t('approval.timeoutLabel')} hint={t('approval.timeoutHint', { max: APPROVAL_NODE_TIMEOUT_MAX_MINUTES })}>
        <Input id="approval-timeout" type="number" inputMode="numeric" min={1} max={APPROVAL_NODE_TIMEOUT_MAX_MINUTES} className="w-40" value={timeout} aria-describedby="approval-timeout-hint" onChange={(e) => setTimeoutText(e.target.value)} data-testid="approval-timeout-input" />
      </FormField>
      <p className="text-xs text-muted-foreground">{t('approval.branchesHint', { variable: '{{approval.reason}}' })}</p>
      <TemplateVariables onInsert={variables.insert} />
      <ConfigIssues issues={issues} />
      <ConfigFormFooter onCancel={onCancel} />
    </form>
  );
}
