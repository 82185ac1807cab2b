import { CheckCircle2, CircleDashed, XCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/ui/badge';

export function TestCaseStatus({ passed }: { passed: boolean | null }) {
  const { t } = useTranslation('testConsole');
  if (passed === null)
    return (
      <Badge variant="outline" className="gap-1 font-normal" data-status="not-run">
        <CircleDashed className="size-3" aria-hidden="true" />
        {t('cases.notRun')}
      </Badge>
    );
  return (
    <Badge variant={passed ? 'success' : 'destructive'} className="gap-1" data-status={passed ? 'passed' : 'failed'}>
      {passed ? <CheckCircle2 className="size-3" aria-hidden="true" /> : <XCircle className="size-3" aria-hidden="true" />}
      {passed ? t('cases.passed') : t('cases.failed')}
    </Badge>
  );
}
