import { toNestErrors } from '@hookform/resolvers';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { CustomToolInput, ProjectTool } from '@common/tools';
import { ApiError } from '../../lib/api';
import { checkToolForm, serverErrorField, toolFormDefaults, type ToolFormValues } from './tool-form';

/**
 * The Create Custom Tool form: checked with the API's own schema (through checkToolForm), and a
 * server refusal shown under the field it names.
 */
export function useToolForm(tool?: ProjectTool) {
  const { t } = useTranslation('tools');
  const storedHeaderNames = Object.keys(tool?.headers ?? {});
  const hasStoredConnection = Boolean(tool?.connectionString);

  const resolver: Resolver<ToolFormValues, unknown, CustomToolInput> = (values, _context, options) => {
    const check = checkToolForm(values, storedHeaderNames, hasStoredConnection);
    if (check.ok) return { values: check.body, errors: {} };
    const flat: FieldErrors = Object.fromEntries(check.errors.map((e) => [e.path, { type: e.key, message: t(`form.errors.${e.key}`, e.params) }]));
    return { values: {}, errors: toNestErrors(flat, options) };
  };

  const form = useForm<ToolFormValues, unknown, CustomToolInput>({ resolver, defaultValues: toolFormDefaults(tool) });

  /** True when the refusal was put under a field; otherwise the caller shows it. */
  const showServerError = (error: unknown): boolean => {
    if (!(error instanceof ApiError)) return false;
    const field = serverErrorField(error.code, error.serverMessage);
    if (!field) return false;
    form.setError(field, { type: 'server', message: error.serverMessage }, { shouldFocus: true });
    return true;
  };

  return { form, showServerError };
}
