import { Plus, X } from 'lucide-react';
import { useState } from 'react';
import { get, useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SECRET_MASK, TOOL_LIMITS } from '@common/tool-configs';
import { FormMessage } from '../../../components/form-message';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import type { WizardValues } from './form-schema';
import { validationKey } from './validation-message';

interface Row {
  key: string;
  value: string;
}

/**
 * Header rows edited locally; the form holds the resulting map (rows without a name are left out).
 * Stored values come back as the mask, which keeps them when sent back.
 */
export function HeadersField({
  name,
  idPrefix,
  value,
  onChange,
}: {
  name: `toolConfigs.${'webhook' | 'postConversationHook' | 'apiCall'}.headers`;
  idPrefix: string;
  value: Record<string, string>;
  onChange: (next: Record<string, string>) => void;
}) {
  const { t } = useTranslation('wizard');
  const message = useHeadersError(name);
  const [rows, setRows] = useState<Row[]>(() => Object.entries(value).map(([key, v]) => ({ key, value: v })));
  const anyStored = rows.some((r) => r.value === SECRET_MASK);

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
            type={row.value === SECRET_MASK ? 'password' : 'text'}
            autoComplete="off"
            aria-label={t('tools.headerValue')}
            placeholder={t('tools.headerValue')}
            value={row.value}
            onFocus={(e) => {
              if (e.currentTarget.value === SECRET_MASK) e.currentTarget.select();
            }}
            onChange={(e) => update(rows.map((r, j) => (j === i ? { ...r, value: e.target.value } : r)))}
          />
          <Button type="button" variant="ghost" size="icon" aria-label={t('tools.removeHeader')} onClick={() => update(rows.filter((_, j) => j !== i))}>
            <X />
          </Button>
        </div>
      ))}
      <FormMessage message={message} />
      {anyStored && <p className="text-xs text-muted-foreground">{t('tools.headersStored')}</p>}
      {rows.length < TOOL_LIMITS.headers && (
        <Button type="button" variant="outline" size="sm" className="justify-self-start" onClick={() => setRows([...rows, { key: '', value: '' }])}>
          <Plus />
          {t('tools.addHeader')}
        </Button>
      )}
    </div>
  );
}

interface ErrorNode {
  type?: string;
  message?: string;
  [key: string]: unknown;
}

/** The first message under the header map: the schema reports each bad header under its own name. */
function firstMessage(node: unknown): Pick<ErrorNode, 'type' | 'message'> | undefined {
  if (!node || typeof node !== 'object') return undefined;
  const error = node as ErrorNode;
  if (typeof error.message === 'string' && error.message) return error;
  for (const [key, child] of Object.entries(error)) {
    if (key === 'ref') continue;
    const found = firstMessage(child);
    if (found) return found;
  }
  return undefined;
}

function useHeadersError(name: string): string | undefined {
  const { t } = useTranslation('wizard');
  const { errors } = useFormState<WizardValues>();
  const error = firstMessage(get(errors, name));
  if (!error?.message) return undefined;
  const key = validationKey({ type: error.type ?? 'custom', message: error.message });
  return key ? t(`validation.${key}`) : error.message;
}
