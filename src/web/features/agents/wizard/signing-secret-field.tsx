import { AlertTriangle, Check, Copy, KeyRound } from 'lucide-react';
import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useCopy } from '../../../components/ui/code-block';
import type { WizardValues } from './form-schema';
import { SecretField } from './secret-field';

const SECRET_BYTES = 32;

/** 32 random bytes as 64 hex characters, from the browser's CSPRNG. */
export function generateSigningSecret(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(SECRET_BYTES));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The HMAC key of the X-AgentForge-Signature header; a generated one is shown once, to be copied. */
export function SigningSecretField({ tool }: { tool: 'webhook' | 'postConversationHook' }) {
  const { t } = useTranslation('wizard');
  const { setValue } = useFormContext<WizardValues>();
  const [generated, setGenerated] = useState<string | null>(null);
  const { copied, copy } = useCopy();
  const name = `toolConfigs.${tool}.signingSecret` as const;

  const generate = () => {
    const secret = generateSigningSecret();
    setGenerated(secret);
    setValue(name, secret, { shouldDirty: true, shouldValidate: true });
  };

  return (
    <div className="grid gap-1.5">
      <SecretField
        name={name}
        id={`tool-${tool}-signing-secret`}
        label={t('tools.signingSecret.label')}
        hint={generated ? undefined : t('tools.signingSecret.hint')}
        revealed={generated !== null}
        actions={
          <>
            {generated && (
              <Button
                type="button"
                variant="outline"
                size="icon"
                aria-label={copied ? t('tools.signingSecret.copied') : t('tools.signingSecret.copy')}
                title={copied ? t('tools.signingSecret.copied') : t('tools.signingSecret.copy')}
                onClick={() => void copy(generated)}
              >
                {copied ? <Check className="text-success" /> : <Copy />}
              </Button>
            )}
            <Button type="button" variant="outline" onClick={generate} data-testid={`tool-${tool}-generate-secret`}>
              <KeyRound />
              {t('tools.signingSecret.generate')}
            </Button>
          </>
        }
      />
      {generated && (
        <p className="flex items-start gap-1.5 text-xs font-medium" role="status">
          <AlertTriangle className="mt-px size-3.5 shrink-0 text-warning" aria-hidden="true" />
          {t('tools.signingSecret.copyNow')}
        </p>
      )}
    </div>
  );
}
