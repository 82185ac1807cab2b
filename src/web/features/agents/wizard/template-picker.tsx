import { FilePlus2, LayoutTemplate, Loader2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ERROR_CODES } from '@common/error-codes';
import { PLANS } from '@common/plans';
import type { AgentTemplateSummary, TemplateLanguage } from '@common/agent-templates';
import { InlineError } from '../../../components/inline-error';
import { PremiumGateCard } from '../../../components/premium-gate-card';
import { Badge } from '../../../components/ui/badge';
import { DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { Label } from '../../../components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';
import { ApiError } from '../../../lib/api';
import { useAgentTemplates, useCreateFromTemplate } from '../api/agent-templates';

const CARD =
  'flex w-full cursor-pointer flex-col gap-2 rounded-lg border bg-card p-4 text-left transition-colors hover:border-primary hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-default disabled:opacity-60';

/**
 * The creation wizard's first screen: a blank agent (the five steps) or one of the templates,
 * which the server creates at once from its agent file; the new agent then opens in the wizard.
 */
export function TemplatePicker({ projectId, onBlank, onCreated, onClose }: { projectId: string | null; onBlank: () => void; onCreated: (agentId: string) => void; onClose: () => void }) {
  const { t, i18n } = useTranslation('wizard');
  const [language, setLanguage] = useState<TemplateLanguage>(i18n.language.startsWith('es') ? 'es' : 'en');
  const templates = useAgentTemplates(language);
  const create = useCreateFromTemplate(projectId);
  const gated = create.error instanceof ApiError && create.error.code === ERROR_CODES.premiumRequired;

  const pick = (template: AgentTemplateSummary) => create.mutate({ templateId: template.id, language }, { onSuccess: (report) => onCreated(report.agent.id) });

  return (
    <div className="flex min-h-0 flex-col gap-4 overflow-y-auto p-6" data-testid="template-picker">
      <DialogHeader className="pr-6">
        <DialogTitle>{t('start.title')}</DialogTitle>
        <DialogDescription>{t('start.subtitle')}</DialogDescription>
      </DialogHeader>
      <button type="button" className={CARD} onClick={onBlank} disabled={create.isPending} data-testid="template-blank">
        <span className="flex items-center gap-2 font-medium">
          <FilePlus2 className="size-4 text-primary" aria-hidden="true" />
          {t('start.blankTitle')}
        </span>
        <span className="text-sm text-muted-foreground">{t('start.blankDescription')}</span>
      </button>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="flex items-center gap-2 text-sm font-semibold">
          <LayoutTemplate className="size-4" aria-hidden="true" />
          {t('start.templates')}
        </h3>
        <div className="flex items-center gap-2">
          <Label htmlFor="template-language" className="text-sm text-muted-foreground">
            {t('start.language')}
          </Label>
          <Select value={language} onValueChange={(v) => setLanguage(v as TemplateLanguage)} disabled={create.isPending}>
            <SelectTrigger id="template-language" className="w-32" data-testid="template-language">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value="en">{t('start.languages.en')}</SelectItem>
              <SelectItem value="es">{t('start.languages.es')}</SelectItem>
            </SelectContent>
          </Select>
        </div>
      </div>
      {gated && <PremiumGateCard namespace="agents" messageValues={{ count: PLANS.free.maxAgents }} onNavigate={onClose} data-testid="premium-gate" />}
      {create.isError && !gated && (
        <p role="alert" className="break-words rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm text-destructive" data-testid="template-error">
          <span className="font-medium">{t('start.failed')}</span> {create.error instanceof ApiError ? create.error.serverMessage : create.error.message}
        </p>
      )}
      {templates.isError && <InlineError error={templates.error} onRetry={() => void templates.refetch()} />}
      {templates.isPending && (
        <p className="flex items-center gap-2 py-4 text-sm text-muted-foreground" role="status">
          <Loader2 className="size-4 animate-spin" aria-hidden="true" />
          {t('start.loading')}
        </p>
      )}
      {templates.data && (
        <ul className="grid gap-3 sm:grid-cols-2" aria-label={t('start.templates')}>
          {templates.data.map((template) => (
            <li key={template.id}>
              <TemplateCard template={template} busy={create.isPending && create.variables?.templateId === template.id} disabled={create.isPending || !projectId} onPick={() => pick(template)} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function TemplateCard({ template, busy, disabled, onPick }: { template: AgentTemplateSummary; busy: boolean; disabled: boolean; onPick: () => void }) {
  const { t } = useTranslation(['wizard', 'tools']);
  return (
    <button type="button" className={`${CARD} h-full`} onClick={onPick} disabled={disabled} aria-busy={busy} data-testid={`template-${template.id}`}>
      <span className="flex items-center gap-2 font-medium">
        {busy && <Loader2 className="size-4 animate-spin" aria-hidden="true" />}
        {template.title}
      </span>
      <span className="text-sm text-muted-foreground">{template.description}</span>
      <span className="mt-auto flex flex-wrap items-center gap-1 pt-1">
        <span className="sr-only">{t('wizard:start.tools')}</span>
        {template.tools.length === 0 ? (
          <Badge variant="secondary">{t('wizard:start.knowledgeOnly')}</Badge>
        ) : (
          template.tools.map((tool) => (
            <Badge key={tool} variant="secondary">
              {t(`tools:builtIn.tools.${tool}.name`)}
            </Badge>
          ))
        )}
      </span>
    </button>
  );
}
