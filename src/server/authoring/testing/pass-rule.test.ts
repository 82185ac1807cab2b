import { describe, expect, it } from 'vitest';
import { passesByContainment } from './pass-rule';

describe('pass rule', () => {
  it('matches ignoring case, accents, punctuation and spacing', () => {
    expect(passesByContainment('Open 9 to 5!', 'We are OPEN 9   to 5, Monday to Friday.')).toBe(true);
    expect(passesByContainment('envío gratis', 'Tenemos ENVIO GRATIS en pedidos grandes')).toBe(true);
  });
  it('fails when the expected text is absent, and does not grade without one', () => {
    expect(passesByContainment('refund within 30 days', 'We do not offer refunds.')).toBe(false);
    expect(passesByContainment(null, 'anything')).toBeNull();
    expect(passesByContainment('  ?! ', 'anything')).toBeNull();
  });
});
