import { useTranslation } from 'react-i18next';
import { EMAIL_TLS_MODES, type EmailTlsMode } from '@common/channels';
import { Label } from '../../../../components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../../components/ui/select';

interface TlsSelectProps {
  id: string;
  value: EmailTlsMode;
  onChange: (value: EmailTlsMode) => void;
  testId: string;
}

/** How a mail connection is secured: implicit TLS, STARTTLS or none. */
export function TlsSelect({ id, value, onChange, testId }: TlsSelectProps) {
  const { t } = useTranslation('deployments');
  return (
    <div className="flex flex-col gap-2">
      <Label id={`${id}-label`}>{t('email.security')}</Label>
      <Select value={value} onValueChange={(v) => onChange(v as EmailTlsMode)}>
        <SelectTrigger aria-labelledby={`${id}-label`} data-testid={testId}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {EMAIL_TLS_MODES.map((mode) => (
            <SelectItem key={mode} value={mode}>
              {t(`email.tls.${mode}`)}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
