import { useController, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { CustomToolInput } from '@common/tools';
import { HeadersEditor } from '../../components/headers-editor';
import type { ToolFormValues } from './tool-form';

/** The custom tool's headers; saved values arrive as the mask and are sent back as it to keep them. */
export function ToolHeadersField({ form }: { form: UseFormReturn<ToolFormValues, unknown, CustomToolInput> }) {
  const { t } = useTranslation('tools');
  const { field } = useController({ control: form.control, name: 'headers' });
  const errors = form.formState.errors.headers;

  return (
    <HeadersEditor
      idPrefix="tool"
      rows={field.value}
      onChange={field.onChange}
      text={{
        legend: t('form.headers'),
        hint: t('form.headersHint'),
        empty: t('form.noHeaders'),
        name: t('form.headerName'),
        value: t('form.headerValue'),
        remove: (index) => t('form.removeHeader', { index }),
        add: t('form.addHeader'),
      }}
      rowErrors={field.value.map((_, i) => ({ name: errors?.[i]?.name?.message, value: errors?.[i]?.value?.message }))}
      error={errors?.root?.message}
    />
  );
}
