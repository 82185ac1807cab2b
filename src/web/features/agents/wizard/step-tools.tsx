import { Calendar, Mail, Plug, Search, Send, Webhook, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Controller, get, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { EnabledTools } from '@common/agents';
import { Switch } from '../../../components/ui/switch';
import { EndpointConfig } from './endpoint-config';
import type { WizardValues } from './form-schema';
import { SmtpConfig } from './smtp-config';

const TOOLS: { id: keyof EnabledTools; icon: LucideIcon; config?: () => ReactNode }[] = [
  { id: 'sendEmail', icon: Mail, config: () => <SmtpConfig /> },
  { id: 'webhook', icon: Webhook, config: () => <EndpointConfig tool="webhook" /> },
  { id: 'postConversationHook', icon: Send, config: () => <EndpointConfig tool="postConversationHook" /> },
  { id: 'webSearch', icon: Search },
  { id: 'calendar', icon: Calendar },
  { id: 'apiCall', icon: Plug },
];

export function StepTools() {
  const { t } = useTranslation('wizard');
  return (
    <div className="grid gap-3">
      <p className="text-sm text-muted-foreground">{t('tools.intro')}</p>
      {TOOLS.map((tool) => (
        <ToolRow key={tool.id} {...tool} label={t(`tools.${tool.id}.name`)} description={t(`tools.${tool.id}.description`)} />
      ))}
    </div>
  );
}

function ToolRow({
  id,
  icon: Icon,
  config,
  label,
  description,
}: {
  id: keyof EnabledTools;
  icon: LucideIcon;
  config?: () => ReactNode;
  label: string;
  description: string;
}) {
  const { control } = useFormContext<WizardValues>();
  const enabled = useWatch({ control, name: `enabledTools.${id}` }) ?? false;
  const { errors } = useFormState({ control, name: 'toolConfigs' });
  // A switched-off tool whose settings are invalid stays open, so the message is never hidden.
  const configError = id !== 'webSearch' && id !== 'calendar' && id !== 'apiCall' && get(errors, `toolConfigs.${id}`) !== undefined;
  const switchId = `tool-switch-${id}`;

  return (
    <div className="rounded-lg border p-4" data-testid={`tool-${id}`}>
      <div className="flex items-start gap-3">
        <span className="flex size-9 shrink-0 items-center justify-center rounded-md bg-accent text-accent-foreground">
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
      {config && (enabled || configError) && <div className="mt-4 border-t pt-4">{config()}</div>}
    </div>
  );
}
