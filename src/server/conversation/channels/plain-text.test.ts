import { describe, expect, it } from 'vitest';
import { markdownToPlainText, markdownToWhatsapp, splitMessage } from './plain-text';

describe('markdownToPlainText', () => {
  it('flattens emphasis, headings, links, lists and code for SMS', () => {
    const md = '## Opening hours\n\nWe open **9-17** on _weekdays_.\n\n* Call [us](https://shop.example.com/contact)\n* Or use `chat`\n\n```\ncode\n```';
    expect(markdownToPlainText(md)).toBe('Opening hours\n\nWe open 9-17 on weekdays.\n\n- Call us (https://shop.example.com/contact)\n- Or use chat\n\ncode');
  });

  it('leaves plain text and snake_case words alone', () => {
    expect(markdownToPlainText('Use my_file_name and 2 * 3 = 6.')).toBe('Use my_file_name and 2 * 3 = 6.');
  });
});

describe('markdownToWhatsapp', () => {
  it("uses WhatsApp's own marks", () => {
    expect(markdownToWhatsapp('# Hours\n**Open** ~~late~~, see [site](https://x.example)')).toBe('*Hours*\n*Open* ~late~, see site (https://x.example)');
  });
});

describe('splitMessage', () => {
  it('keeps every character within the limit, cutting at sentence and word boundaries', () => {
    const text = Array.from({ length: 60 }, (_, i) => `Sentence number ${i} is here.`).join(' ');
    const parts = splitMessage(text, 160);
    expect(parts.every((p) => p.length <= 160)).toBe(true);
    expect(parts.join(' ')).toBe(text);
    expect(parts[0].endsWith('.')).toBe(true);
  });

  it('cuts a word longer than the limit and returns short text whole', () => {
    expect(splitMessage('x'.repeat(25), 10)).toEqual(['x'.repeat(10), 'x'.repeat(10), 'x'.repeat(5)]);
    expect(splitMessage('hello', 10)).toEqual(['hello']);
  });
});
