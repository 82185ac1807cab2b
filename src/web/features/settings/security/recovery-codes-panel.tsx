import { Copy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';

/** Shown once, right after they are made: the codes are stored only as hashes. */
export function RecoveryCodesPanel({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation('account');
  const copy = async () => {
    await navigator.clipboard.writeText(codes.join('\n'));
    toast({ title: t('twoFactor.codesCopied') });
  };
  return (
    <div className="grid gap-3 rounded-md border bg-muted/40 p-4" data-testid="recovery-codes" role="status">
      <p className="text-sm font-medium">{t('twoFactor.codesTitle')}</p>
      <p className="text-sm text-muted-foreground">{t('twoFactor.codesHint')}</p>
      <ul className="grid grid-cols-2 gap-1 font-mono text-sm sm:grid-cols-5">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" size="sm" onClick={() => void copy()}>
          <Copy />
          {t('twoFactor.copyCodes')}
        </Button>
        <Button type="button" size="sm" onClick={onDone} data-testid="recovery-codes-done">
          {t('twoFactor.codesSaved')}
        </Button>
      </div>
    </div>
  );
}
