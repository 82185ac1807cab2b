import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IDENTITY_SIGNING_SNIPPETS, SIGNING_LANGUAGES, type SigningLanguage, widgetIdentityAttributes } from '@common/identity-snippets';
import { CodeBlock } from '../../../components/ui/code-block';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';

/** The widget's identity attributes and the signature computed on the site's server, in Node, Python or PHP. */
export function SigningExamples() {
  const { t } = useTranslation('deployments');
  const [language, setLanguage] = useState<SigningLanguage>('node');
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-muted-foreground">{t('identity.attributes')}</p>
      <CodeBlock code={widgetIdentityAttributes()} copyLabel={t('code.copy')} copiedLabel={t('code.copied')} data-testid="identity-attributes" />
      <p className="text-sm text-muted-foreground">{t('identity.signing')}</p>
      <Tabs value={language} onValueChange={(value) => setLanguage(value as SigningLanguage)}>
        <TabsList aria-label={t('identity.languages')}>
          {SIGNING_LANGUAGES.map((id) => (
            <TabsTrigger key={id} value={id} data-testid={`identity-lang-${id}`}>
              {t(`code.snippet.${id}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        {SIGNING_LANGUAGES.map((id) => (
          <TabsContent key={id} value={id}>
            <CodeBlock code={IDENTITY_SIGNING_SNIPPETS[id]} copyLabel={t('code.copy')} copiedLabel={t('code.copied')} data-testid={id === language ? 'identity-signing-code' : undefined} />
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
