import { describe, expect, it } from 'vitest';
import { compileKeywords, foldText, mentionsKeyword, parseKeywords } from './user-mentions';

const mentions = (keywords: string, message: string) => mentionsKeyword(compileKeywords(keywords), message);

describe('user_mentions keywords', () => {
  it('reads comma-separated keywords, folded, without blanks or repeats', () => {
    expect(parseKeywords(' Precio, envío ,, PRECIO ,  tarjeta   de  Crédito ')).toEqual(['precio', 'envio', 'tarjeta de credito']);
    expect(parseKeywords(' , ')).toEqual([]);
    expect(compileKeywords('')).toBeNull();
    expect(mentions('', 'anything at all')).toBe(false);
  });

  it('matches whole words, whatever the case and accents', () => {
    expect(mentions('Precio', '¿Cuál es el precio?')).toBe(true);
    expect(mentions('Precio', 'PRECIO')).toBe(true);
    expect(mentions('Precio', 'precio?')).toBe(true);
    expect(mentions('Precio', 'Precío, por favor')).toBe(true);
    expect(mentions('Precio', '¡Qué preciosa!')).toBe(false);
    expect(mentions('Precio', 'sin_precio')).toBe(false);
    expect(mentions('Precio', 'precio2')).toBe(false);
    expect(mentions('envío', 'Hacen ENVIO a Canarias?')).toBe(true);
    expect(mentions('envio', 'el envío')).toBe(true);
  });

  it('matches any of several keywords, and keywords of several words across any spacing', () => {
    expect(mentions('refund, cancel', 'I want to CANCEL my order')).toBe(true);
    expect(mentions('tarjeta de crédito', 'Pago con Tarjeta  de\ncredito?')).toBe(true);
    expect(mentions('tarjeta de crédito', 'tarjeta de débito')).toBe(false);
  });

  it('knows letters of every script as word characters', () => {
    expect(mentions('цена', 'Какая Цена?')).toBe(true);
    expect(mentions('цена', 'ценами')).toBe(false);
    expect(mentions('niño', 'Es para mi NIÑO')).toBe(true);
    expect(mentions('niño', 'los niños')).toBe(false);
    expect(mentions('straße', 'STRASSE 5')).toBe(true);
    expect(mentions('precio', 'ＰＲＥＣＩＯ')).toBe(true);
  });

  it('matches inside text of scripts written without spaces', () => {
    expect(mentions('价格', '这个价格是多少')).toBe(true);
    expect(mentions('ราคา', 'สินค้านี้ราคาเท่าไหร่')).toBe(true);
  });

  it('takes keywords literally, never as patterns', () => {
    expect(mentions('c++', 'Do you teach C++?')).toBe(true);
    expect(mentions('a.b', 'axb')).toBe(false);
    expect(mentions('(ok)', 'say (OK) now')).toBe(true);
  });

  it('folds text for comparison', () => {
    expect(foldText('Ça COÛTE İ')).toBe('ca coute i');
  });
});
