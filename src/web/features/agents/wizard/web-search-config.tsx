import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TOOL_LIMITS, WEB_SEARCH_PROVIDERS } from '@common/tool-configs';
import { Input } from '../../../components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';
import { Field } from './field';
import type { WizardValues } from './form-schema';
import { SecretField } from './secret-field';

const PROVIDER_NAMES = { searxng: 'SearXNG', brave: 'Brave Search', tavily: 'Tavily' } as const;

/** Search provider of the web-search tool: a SearXNG instance, or Brave Search / Tavily with a key. */
export function WebSearchConfig() {
  const { t } = useTranslation('wizard');
  const { control, register } = useFormContext<WizardValues>();
  const provider = useWatch({ control, name: 'toolConfigs.webSearch.provider' }) ?? 'searxng';
  const selfHosted = provider === 'searxng';

  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <Field name="toolConfigs.webSearch.provider" label={t('tools.webSearch.provider')} htmlFor="web-search-provider">
        <Controller
          control={control}
          name="toolConfigs.webSearch.provider"
          render={({ field }) => (
            <Select value={field.value ?? 'searxng'} onValueChange={field.onChange}>
              <SelectTrigger id="web-search-provider">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {WEB_SEARCH_PROVIDERS.map((p) => (
                  <SelectItem key={p} value={p}>
                    {PROVIDER_NAMES[p]}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        />
      </Field>
      <Field
        name="toolConfigs.webSearch.maxResults"
        label={t('tools.webSearch.maxResults')}
        htmlFor="web-search-max"
        hint={t('tools.webSearch.maxResultsHint', { max: TOOL_LIMITS.searchResultsMax })}
      >
        <Input
          id="web-search-max"
          type="number"
          inputMode="numeric"
          min={1}
          max={TOOL_LIMITS.searchResultsMax}
          {...register('toolConfigs.webSearch.maxResults', { valueAsNumber: true })}
        />
      </Field>
      <Field
        name="toolConfigs.webSearch.baseUrl"
        label={selfHosted ? t('tools.webSearch.baseUrl') : t('tools.webSearch.baseUrlOptional')}
        htmlFor="web-search-base-url"
        hint={selfHosted ? t('tools.webSearch.baseUrlHint') : t('tools.webSearch.baseUrlOverrideHint')}
        className="sm:col-span-2"
      >
        <Input
          id="web-search-base-url"
          type="url"
          inputMode="url"
          placeholder={selfHosted ? 'https://search.example.com' : undefined}
          {...register('toolConfigs.webSearch.baseUrl')}
        />
      </Field>
      {!selfHosted && (
        <SecretField
          name="toolConfigs.webSearch.apiKey"
          id="web-search-api-key"
          label={t('tools.webSearch.apiKey')}
          hint={t('tools.webSearch.apiKeyHint', { provider: PROVIDER_NAMES[provider] })}
          className="sm:col-span-2"
        />
      )}
    </div>
  );
}
