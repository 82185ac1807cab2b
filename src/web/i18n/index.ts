import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { readLanguage } from '../lib/preferences';

type Catalogue = Record<string, unknown>;

// One JSON file per namespace and language: i18n/en/<ns>.json and i18n/es/<ns>.json (same keys; a test checks).
const files = import.meta.glob<Catalogue>('./*/*.json', { eager: true, import: 'default' });

function catalogue(language: 'en' | 'es'): Record<string, Catalogue> {
  const out: Record<string, Catalogue> = {};
  for (const [path, content] of Object.entries(files)) {
    const match = /^\.\/(en|es)\/([\w-]+)\.json$/.exec(path);
    if (match && match[1] === language) out[match[2]] = content;
  }
  return out;
}

export const namespaces = Object.keys(catalogue('en'));

void i18next.use(initReactI18next).init({
  lng: readLanguage(),
  fallbackLng: 'en',
  ns: namespaces,
  defaultNS: 'common',
  resources: { en: catalogue('en'), es: catalogue('es') },
  interpolation: { escapeValue: false },
  returnNull: false,
});

export default i18next;
