import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { EMAIL_TEMPLATES, emailNodeConfig, type EmailNodeConfig } from '@common/workflows';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';
import { Switch } from '../../../components/ui/switch';
import { Textarea } from '../../../components/ui/textarea';
import { ConfigFormFooter, ConfigIssues } from './config-form-footer';
import { splitRequiredFields } from './config-inputs';
import { describeIssues } from './config-issues';
import { FormField } from './form-field';
import { pickOption } from './pick-option';
import { TemplateVariables } from './template-variables';
import { useTemplateInsertion } from './use-template-insertion';

type TextField = 'to' | 'subject' | 'body';
const isTextField = (field: string): field is TextField => field === 'to' || field === 'subject' || field === 'body';

/** Send Email: recipient, subject, template, AI generation with its required fields, body. */
export function EmailConfigForm({ initial, onSave, onCancel }: { initial: EmailNodeConfig; onSave: (config: EmailNodeConfig) => void; onCancel: () => void }) {
  const { t } = useTranslation('workflowBuilder');
  const [draft, setDraft] = useState(initial);
  const [fieldsText, setFieldsText] = useState(initial.requiredFields.join(', '));
  const [issues, setIssues] = useState<string[]>([]);
  const set = <K extends keyof EmailNodeConfig>(key: K, value: EmailNodeConfig[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const variables = useTemplateInsertion((field, value) => isTextField(field) && set(field, value), 'body');

  // On blur the text becomes the list, shown back tidied
  const applyFieldsText = () => {
    const fields = splitRequiredFields(fieldsText);
    set('requiredFields', fields);
    setFieldsText(fields.join(', '));
    return fields;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = emailNodeConfig.safeParse({ ...draft, requiredFields: draft.useAIGeneration ? splitRequiredFields(fieldsText) : draft.requiredFields });
    if (!parsed.success) return setIssues(describeIssues(parsed.error));
    onSave(parsed.data);
  };

  return (
    <form noValidate className="grid gap-4" onSubmit={submit}>
      <div className="grid gap-4 sm:grid-cols-[1fr_12rem]">
        <FormField id="email-to" label={t('email.to')} hint={t('email.toHint')}>
          <Input id="email-to" value={draft.to} placeholder="{{user.email}}" spellCheck={false} aria-describedby="email-to-hint" onChange={(e) => set('to', e.target.value)} data-testid="email-to-input" {...variables.bind('to')} />
        </FormField>
        <div className="grid content-start gap-1.5">
          <Label id="email-template-label">{t('email.template')}</Label>
          <Select value={draft.template} onValueChange={(value) => set('template', pickOption(EMAIL_TEMPLATES, value, 'custom'))}>
            <SelectTrigger aria-labelledby="email-template-label" data-testid="email-template-select">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {EMAIL_TEMPLATES.map((template) => (
                <SelectItem key={template} value={template}>
                  {t(`email.templates.${template}`)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      </div>
      <FormField id="email-subject" label={t('email.subject')}>
        <Input id="email-subject" value={draft.subject} placeholder="New notification" onChange={(e) => set('subject', e.target.value)} data-testid="email-subject-input" {...variables.bind('subject')} />
      </FormField>
      <div className="flex items-start justify-between gap-4 rounded-md border p-3">
        <div className="grid gap-1">
          <Label htmlFor="email-ai">{t('email.useAI')}</Label>
          <p id="email-ai-hint" className="text-xs text-muted-foreground">
            {t('email.useAIHint')}
          </p>
        </div>
        <Switch id="email-ai" checked={draft.useAIGeneration} aria-describedby="email-ai-hint" onCheckedChange={(checked) => set('useAIGeneration', checked)} data-testid="email-ai-switch" />
      </div>
      {draft.useAIGeneration && (
        <FormField id="email-required-fields" label={t('email.requiredFields')} hint={t('email.requiredFieldsHint')}>
          <Input
            id="email-required-fields"
            value={fieldsText}
            placeholder={t('email.requiredFieldsPlaceholder')}
            aria-describedby="email-required-fields-hint"
            onChange={(e) => setFieldsText(e.target.value)}
            onBlur={applyFieldsText}
            data-testid="email-required-fields-input"
          />
        </FormField>
      )}
      <FormField id="email-body" label={draft.useAIGeneration ? t('email.bodyAI') : t('email.body')} hint={draft.useAIGeneration ? t('email.bodyAIHint') : undefined}>
        <Textarea
          id="email-body"
          rows={6}
          value={draft.body}
          aria-describedby={draft.useAIGeneration ? 'email-body-hint' : undefined}
          onChange={(e) => set('body', e.target.value)}
          data-testid="email-body-input"
          {...variables.bind('body')}
        />
      </FormField>
      <TemplateVariables onInsert={variables.insert} />
      <ConfigIssues issues={issues} />
      <ConfigFormFooter onCancel={onCancel} />
    </form>
  );
}
