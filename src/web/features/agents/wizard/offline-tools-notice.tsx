import { CloudOff } from 'lucide-react';
import { useWatch } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { useRunsOffline } from '../../../lib/usable-providers';
import type { WizardValues } from './form-schema';

/** Says that the agent's tools stay idle while its provider has no key: the offline model calls none. */
export function OfflineToolsNotice({ projectId }: { projectId: string | null }) {
  const { t } = useTranslation('wizard');
  const modelProvider = useWatch<WizardValues, 'modelProvider'>({ name: 'modelProvider' }) ?? 'openai';
  const modelName = useWatch<WizardValues, 'modelName'>({ name: 'modelName' }) ?? '';
  if (!useRunsOffline(projectId, modelProvider, modelName)) return null;

  // The Trans tag is keysLink, not link: Trans's parser reads <link> as the void HTML element.
  // A new tab, so the wizard's unsaved changes stay where they are.
  return (
    <p className="flex items-start gap-2 rounded-md border border-warning/40 bg-warning/10 px-3 py-2 text-sm" data-testid="tools-offline-notice">
      <CloudOff className="mt-0.5 size-4 shrink-0 text-warning" aria-hidden="true" />
      <span>
        <Trans
          t={t}
          i18nKey="tools.offlineNotice"
          values={{ provider: t(`tools.keyProviders.${modelProvider}`) }}
          components={{
            keysLink: <a href="/settings?tab=api-keys" target="_blank" rel="noopener" className="font-medium text-primary underline-offset-4 hover:underline" />,
          }}
        />
      </span>
    </p>
  );
}
