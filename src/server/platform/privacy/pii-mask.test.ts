import { describe, expect, it } from 'vitest';
import { maskEchoedPii, maskPii, maskPiiDeep, maskRunTranscript } from './pii-mask';

describe('maskPii', () => {
  it.each([
    ['Mail me at jane.doe+x@example.co.uk please', 'Mail me at [email] please'],
    ['Call 612 345 678 or +34 612-345-678 or (555) 123-4567', 'Call [phone] or [phone] or [phone]'],
    ['my number is 612345678.', 'my number is [phone].'],
    ['call +1 415 555 0100', 'call [phone]'],
    ['Tel: 0044 20 7946 0958', 'Tel: [phone]'],
    ['card 4111 1111 1111 1111 exp 12/27', 'card [card] exp 12/27'],
    ['pay with 5500-0000-0000-0004', 'pay with [card]'],
  ])('masks %j', (text, masked) => {
    expect(maskPii(text)).toBe(masked);
  });

  it.each([
    'Order 1234567 arrives 2026-11-26 10:30',
    'Price 1.234.567 EUR or 1,234,567 USD',
    'id 550e8400-e29b-41d4-a716-446655440000',
    'version 1.2.3 and 26/11/2026 at 9 30',
    'Opening hours 9-17, room 101, year 2026',
    'card 4111-1111-1111-1112 fails the Luhn check',
    'no digits or at-signs here',
  ])('leaves %j alone', (text) => {
    expect(maskPii(text)).toBe(text);
  });

  it('masks every string inside JSON values, keeping keys, numbers and nulls', () => {
    expect(maskPiiDeep({ to: ['a@b.io'], n: 612345678, nested: { phone: '+34 612 345 678', none: null } })).toEqual({
      to: ['[email]'],
      n: 612345678,
      nested: { phone: '[phone]', none: null },
    });
  });

  it('masks a run: message, answer, steps, error and feedback comment', () => {
    const run = maskRunTranscript({ userInput: 'a@b.io', agentOutput: null, steps: [{ args: { email: 'a@b.io' } }], error: 'bad a@b.io', ratingComment: '612345678', cost: '1' });
    expect(run).toEqual({ userInput: '[email]', agentOutput: null, steps: [{ args: { email: '[email]' } }], error: 'bad [email]', ratingComment: '[phone]', cost: '1' });
  });
});

describe('maskEchoedPii', () => {
  it("keeps the business's own contact details and masks what the visitor wrote, however it is spaced or cased", () => {
    const answer = 'Support phone: +1 555 0100, support@shop.example. We will write to Jane.Doe@Mail.example and call 612 345 678.';
    expect(maskEchoedPii(answer, ['I am jane.doe@mail.example, phone +34 612-345-678'])).toBe(
      'Support phone: +1 555 0100, support@shop.example. We will write to [email] and call [phone].',
    );
  });

  it('masks nothing when the visitor wrote no personal data', () => {
    expect(maskEchoedPii('Call +1 555 0100', ['What is your phone number?'])).toBe('Call +1 555 0100');
  });

  it('masks a run: the whole visitor message, the answer only where it repeats the visitor, earlier turns included', () => {
    const run = maskRunTranscript({ userInput: 'and my card?', agentOutput: 'Mail a@b.io, or call us on +1 555 0100', steps: [] }, ['I am a@b.io']);
    expect(run).toMatchObject({ userInput: 'and my card?', agentOutput: 'Mail [email], or call us on +1 555 0100' });
  });
});
