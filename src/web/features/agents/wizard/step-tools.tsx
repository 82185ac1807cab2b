import { Calendar, Headset, Mail, Plug, Search, Send, UserPlus, Webhook, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Controller, get, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { EnabledTools } from '@common/agents';
import { Switch } from '../../../components/ui/switch';
import { ApiCallConfig } from './api-call-config';
import { ApprovalRulesSection } from './approval-rules-section';
import { CalendarConfig } from './calendar-config';
import { EndpointConfig } from './endpoint-config';
import type { WizardValues } from './form-schema';
import { LeadFieldsConfig } from './lead-fields-config';
import { OfflineToolsNotice } from './offline-tools-notice';
import { ProjectToolsField } from './project-tools-field';
import { SmtpConfig } from './smtp-config';
import { WebSearchConfig } from './web-search-config';

const TOOLS: { id: keyof EnabledTools; icon: LucideIcon; config: () => ReactNode }[] = [
  { id: 'sendEmail', icon: Mail, config: () => <SmtpConfig /> },
  { id: 'webhook', icon: Webhook, config: () => <EndpointConfig tool="webhook" /> },
  { id: 'postConversationHook', icon: Send, config: () => <EndpointConfig tool="postConversationHook" /> },
  { id: 'webSearch', icon: Search, config: () => <WebSearchConfig /> },
  { id: 'calendar', icon: Calendar, config: () => <CalendarConfig /> },
  { id: 'apiCall', icon: Plug, config: () => <ApiCallConfig /> },
  { id: 'captureLead', icon: UserPlus, config: () => <LeadFieldsConfig /> },
  // nothing to set: operators are the project's owner, admins and operators
  { id: 'requestHuman', icon: Headset, config: () => null },
];

export function StepTools({ projectId, agentId = null }: { projectId: string | null; agentId?: string | null }) {
  const { t } = useTranslation('wizard');
  return (
    <div className="grid gap-5">
      <OfflineToolsNotice projectId={projectId} />
      <section className="grid gap-2" aria-labelledby="built-in-tools-title">
        <h4 id="built-in-tools-title" className="text-sm font-semibold">
          {t('tools.builtInTitle')}
        </h4>
        <p className="text-xs text-muted-foreground">{t('tools.intro')}</p>
        {TOOLS.map((tool) => (
          <ToolToggleRow key={tool.id} {...tool} label={t(`tools.${tool.id}.name`)} description={t(`tools.${tool.id}.description`)} />
        ))}
      </section>
      <ProjectToolsField projectId={projectId} />
      <ApprovalRulesSection agentId={agentId} />
    </div>
  );
}

function ToolToggleRow({
  id,
  icon: Icon,
  config,
  label,
  description,
}: {
  id: keyof EnabledTools;
  icon: LucideIcon;
  config: () => ReactNode;
  label: string;
  description: string;
}) {
  const { control } = useFormContext<WizardValues>();
  const enabled = useWatch({ control, name: `enabledTools.${id}` }) ?? false;
  const { errors } = useFormState({ control, name: 'toolConfigs' });
  // A switched-off tool whose settings are invalid stays open, so the message is never hidden.
  const configError = get(errors, `toolConfigs.${id}`) !== undefined;
  const switchId = `tool-switch-${id}`;
  const open = enabled || configError;

  return (
    <div className="rounded-lg border" data-testid={`tool-${id}`} data-enabled={enabled}>
      <div className="flex items-center gap-3 px-3 py-2.5">
        <span className="flex size-8 shrink-0 items-center justify-center rounded-md bg-accent text-accent-foreground">
          <Icon className="size-4" aria-hidden="true" />
        </span>
        <label htmlFor={switchId} className="min-w-0 flex-1 cursor-pointer">
          <span className="block text-sm font-medium">{label}</span>
          <span className="block text-xs text-muted-foreground">{description}</span>
        </label>
        <Controller
          control={control}
          name={`enabledTools.${id}`}
          render={({ field }) => <Switch id={switchId} checked={field.value ?? false} onCheckedChange={field.onChange} />}
        />
      </div>
      {open && <div className="border-t px-3 py-3">{config()}</div>}
    </div>
  );
}
