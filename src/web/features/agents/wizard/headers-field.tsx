import { Plus, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';

interface Row {
  key: string;
  value: string;
}

/** Header rows edited locally; the form holds the resulting map (rows without a name are left out). */
export function HeadersField({
  idPrefix,
  value,
  onChange,
}: {
  idPrefix: string;
  value: Record<string, string>;
  onChange: (next: Record<string, string>) => void;
}) {
  const { t } = useTranslation('wizard');
  const [rows, setRows] = useState<Row[]>(() => Object.entries(value).map(([key, v]) => ({ key, value: v })));

  const update = (next: Row[]) => {
    setRows(next);
    onChange(Object.fromEntries(next.filter((r) => r.key.trim() !== '').map((r) => [r.key.trim(), r.value])));
  };

  return (
    <div className="grid gap-2">
      <p className="text-sm font-medium">{t('tools.headers')}</p>
      {rows.length === 0 && <p className="text-xs text-muted-foreground">{t('tools.noHeaders')}</p>}
      {rows.map((row, i) => (
        <div key={i} className="flex items-center gap-2">
          <Input
            id={`${idPrefix}-header-key-${i}`}
            aria-label={t('tools.headerName')}
            placeholder={t('tools.headerName')}
            value={row.key}
            onChange={(e) => update(rows.map((r, j) => (j === i ? { ...r, key: e.target.value } : r)))}
          />
          <Input
            aria-label={t('tools.headerValue')}
            placeholder={t('tools.headerValue')}
            value={row.value}
            onChange={(e) => update(rows.map((r, j) => (j === i ? { ...r, value: e.target.value } : r)))}
          />
          <Button type="button" variant="ghost" size="icon" aria-label={t('tools.removeHeader')} onClick={() => update(rows.filter((_, j) => j !== i))}>
            <X />
          </Button>
        </div>
      ))}
      <Button type="button" variant="outline" size="sm" className="justify-self-start" onClick={() => setRows([...rows, { key: '', value: '' }])}>
        <Plus />
        {t('tools.addHeader')}
      </Button>
    </div>
  );
}
