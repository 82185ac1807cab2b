import { useState } from 'react';
import { get, useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SECRET_MASK } from '@common/tool-configs';
import { headersToRows, rowsToHeaders, type HeaderRow } from '../../../components/header-rows';
import { HeadersEditor } from '../../../components/headers-editor';
import type { WizardValues } from './form-schema';
import { validationKey } from './validation-message';

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
  const [rows, setRows] = useState<HeaderRow[]>(() => headersToRows(value));
  const anyStored = rows.some((r) => r.value === SECRET_MASK);

  const update = (next: HeaderRow[]) => {
    setRows(next);
    onChange(rowsToHeaders(next));
  };

  return (
    <HeadersEditor
      idPrefix={idPrefix}
      rows={rows}
      onChange={update}
      text={{
        legend: t('tools.headers'),
        empty: t('tools.noHeaders'),
        name: t('tools.headerName'),
        value: t('tools.headerValue'),
        remove: () => t('tools.removeHeader'),
        add: t('tools.addHeader'),
      }}
      error={message}
      note={anyStored && <p className="text-xs text-muted-foreground">{t('tools.headersStored')}</p>}
    />
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
