import { Plus, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { TOOL_LIMITS } from '@common/tool-configs';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import type { HeaderRow } from './header-rows';

/** Name/value rows; a stored value shows as the mask and is kept as long as the mask is left in place. */
export function WebhookHeadersEditor({ rows, onChange }: { rows: HeaderRow[]; onChange: (rows: HeaderRow[]) => void }) {
  const { t } = useTranslation('workflowBuilder');
  const update = (index: number, patch: Partial<HeaderRow>) => onChange(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));

  return (
    <fieldset className="grid gap-2" data-testid="webhook-headers">
      <legend className="mb-1.5 text-sm font-medium leading-none">{t('webhook.headers')}</legend>
      <p id="webhook-headers-hint" className="text-xs text-muted-foreground">
        {t('webhook.headersHint')}
      </p>
      {rows.length === 0 && <p className="text-xs italic text-muted-foreground">{t('webhook.noHeaders')}</p>}
      {rows.map((row, i) => (
        <div key={i} className="grid grid-cols-[1fr_1fr_auto] items-center gap-2" data-testid="webhook-header-row">
          <Input aria-label={t('webhook.headerName')} placeholder={t('webhook.headerName')} autoComplete="off" spellCheck={false} value={row.name} onChange={(e) => update(i, { name: e.target.value })} />
          <Input
            aria-label={t('webhook.headerValue')}
            placeholder={t('webhook.headerValue')}
            autoComplete="off"
            spellCheck={false}
            aria-describedby="webhook-headers-hint"
            value={row.value}
            onChange={(e) => update(i, { value: e.target.value })}
          />
          <Button type="button" variant="ghost" size="icon" aria-label={t('webhook.removeHeader', { index: i + 1 })} title={t('webhook.removeHeader', { index: i + 1 })} onClick={() => onChange(rows.filter((_, j) => j !== i))}>
            <X />
          </Button>
        </div>
      ))}
      <Button type="button" variant="outline" size="sm" className="justify-self-start" disabled={rows.length >= TOOL_LIMITS.headers} onClick={() => onChange([...rows, { name: '', value: '' }])} data-testid="add-webhook-header">
        <Plus />
        {t('webhook.addHeader')}
      </Button>
    </fieldset>
  );
}
