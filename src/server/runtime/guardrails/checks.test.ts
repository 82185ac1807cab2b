import { describe, expect, it } from 'vitest';
import { buildLeakIndex, createLeakStream, detectLeak } from './leakage';
import { cutToLength } from './length';
import { removeLinks } from './links';
import { createPiiVault } from './pii';
import { detectTopic } from './topics';

describe('detectTopic', () => {
  const topics = [{ description: 'Refunds', keywords: ['refund', 'reembolso'] }];
  it('matches whole keywords, case and accents aside', () => {
    expect(detectTopic('Can I get a REFUND?', topics)).toMatchObject({ topic: 'Refunds', keyword: 'refund' });
    expect(detectTopic('Quiero un reembolsó', topics)).not.toBeNull();
    expect(detectTopic('refundable deposits', topics)).toBeNull();
  });
});

describe('detectLeak', () => {
  const prompt = 'You are Aria, the assistant of Acme Shoes. Never offer discounts above ten percent to any customer under any circumstances. Secret code: ZEBRA-4417.';
  const index = buildLeakIndex([prompt]);
  it('finds a long enough part of the instructions, or a distinctive token', () => {
    expect(detectLeak('Sure! My rules say: never offer discounts above ten percent to any customer under any circumstances.', index)).not.toBeNull();
    expect(detectLeak('the code is zebra-4417', index)).toBe('zebra-4417');
  });
  it('leaves ordinary answers alone', () => {
    expect(detectLeak('We sell shoes at Acme Shoes, and I am Aria.', index)).toBeNull();
  });
  it('streaming: stops at the piece that completes a window or a token', () => {
    const pieces = 'Sure. My rules say: never offer discounts above ten percent to any customer under any circumstances. Bye'.match(/\S+\s*/g) as string[];
    const stream = createLeakStream(index);
    const at = pieces.findIndex((p) => stream.push(p) !== null);
    expect(pieces[at]).toBe('under ');
    const tokens = createLeakStream(index);
    expect(['the code ', 'is ZEBRA', '-4417'].map((p) => tokens.push(p))).toEqual([null, null, 'ZEBRA-4417']);
  });
});

describe('createPiiVault', () => {
  it('masks e-mails, phones and Luhn-valid cards, and restores them', () => {
    const vault = createPiiVault();
    const masked = vault.mask('Mail ana@example.com or call +34 612 345 678, card 4111 1111 1111 1111, order 1234');
    expect(masked).toBe('Mail [EMAIL_1] or call [PHONE_1], card [CARD_1], order 1234');
    expect(vault.restore('{"email":"[EMAIL_1]","phone":"[PHONE_1]"}')).toBe('{"email":"ana@example.com","phone":"+34 612 345 678"}');
    expect(vault.counts()).toEqual({ email: 1, phone: 1, card: 1 });
  });
  it('leaves a number that fails Luhn as a card', () => {
    expect(createPiiVault().mask('ref 4111 1111 1111 1112')).not.toContain('[CARD_');
  });
});

describe('removeLinks', () => {
  it('keeps allowed domains and their subdomains, removes the rest', () => {
    const { text, removed } = removeLinks('See [our page](https://help.acme.com/a) or [this](https://evil.example/x) and https://evil.example/y now', ['acme.com']);
    expect(text).toBe('See [our page](https://help.acme.com/a) or this and now');
    expect(removed).toEqual(['https://evil.example/x', 'https://evil.example/y']);
  });
});

describe('cutToLength', () => {
  it('cuts at a word boundary within the limit', () => {
    const cut = cutToLength('one two three four five six seven eight nine ten', 20) as string;
    expect(cut.length).toBeLessThanOrEqual(20);
    expect(cut).toBe('one two three four…');
    expect(cutToLength('short', 20)).toBeNull();
  });
});
