import { useTranslation } from 'react-i18next';
import type { AgentVersion } from '@common/versions';
import { buildWidgetTemplate, type WidgetTexts } from '../template/default-template';
import type { WidgetDesign } from '../template/design';

/** Builds the default template for a version, its texts in the agent's language, the one its visitors are answered in. */
export function useDefaultTemplate() {
  const { i18n } = useTranslation('widgets');
  return (version: AgentVersion, design: WidgetDesign) => {
    const language = version.snapshot.defaultLanguage === 'es' ? 'es' : 'en';
    const t = i18n.getFixedT(language, 'widgets', 'template');
    const agentName = version.snapshot.name;
    const texts: WidgetTexts = {
      greeting: t('greeting'),
      placeholder: t('placeholder'),
      send: t('send'),
      online: t('online'),
      open: t('open'),
      close: t('close'),
      ended: t('ended'),
      error: t('error'),
      noText: t('noText'),
      chatWith: t('chatWith', { name: agentName }),
    };
    return buildWidgetTemplate({ apiBase: window.location.origin, versionId: version.id, agentName, language, texts, design });
  };
}
