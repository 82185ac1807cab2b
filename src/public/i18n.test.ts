import { describe, expect, it } from 'vitest';
import { DICTIONARIES, initialLang, toLang, translator } from './i18n';

describe('public pages dictionary', () => {
  it('has the same keys in English and Spanish, none empty', () => {
    expect(Object.keys(DICTIONARIES.es).sort()).toEqual(Object.keys(DICTIONARIES.en).sort());
    for (const dict of Object.values(DICTIONARIES)) for (const value of Object.values(dict)) expect(value.trim()).not.toBe('');
  });

  it('keeps the Spanish texts', () => {
    const t = translator('es');
    expect(t('chatTitle', { name: 'Lola' })).toBe('Chat con Lola');
    expect(t('greeting')).toBe('Hola, ¿cómo puedo ayudarte hoy?');
    expect(t('loadingDemo')).toBe('Cargando demo del agente...');
  });

  it('maps language tags and reads ?lang=', () => {
    expect(toLang('es-MX')).toBe('es');
    expect(toLang('EN')).toBe('en');
    expect(toLang('fr')).toBeNull();
    expect(initialLang('?lang=es')).toBe('es');
  });
});
