import { useTranslation } from 'react-i18next';
import type { FailingCase } from '@common/versions';

/** Each failing test case: its name, the message, what was expected and what the version answered. */
export function FailingCasesList({ cases }: { cases: FailingCase[] }) {
  const { t } = useTranslation('deployments');
  return (
    <ul className="flex flex-col gap-3" aria-label={t('publishBlocked.listLabel')} data-testid="failing-cases">
      {cases.map((c) => (
        <li key={c.id} className="flex flex-col gap-2 rounded-md border p-3 text-sm" data-testid="failing-case">
          <p className="font-semibold">{c.name}</p>
          <dl className="grid gap-x-3 gap-y-1 sm:grid-cols-[7rem_1fr]">
            <dt className="text-muted-foreground">{t('publishBlocked.input')}</dt>
            <dd className="break-words">{c.input}</dd>
            <dt className="text-muted-foreground">{t('publishBlocked.expected')}</dt>
            <dd className="break-words" data-testid="failing-case-expected">
              {c.expected}
            </dd>
            <dt className="text-muted-foreground">{t('publishBlocked.got')}</dt>
            <dd className="break-words" data-testid="failing-case-got">
              {c.got}
            </dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}
