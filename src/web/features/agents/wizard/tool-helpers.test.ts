import { describe, expect, it } from 'vitest';
import { keyFromLabel } from './lead-fields-config';
import { toggleAttached } from './project-tools-field';
import { splitAddresses } from './recipients-field';
import { generateSigningSecret } from './signing-secret-field';
import { toggleDay, weekdayNames } from './working-days-field';

describe('step 4 helpers', () => {
  it('attaches a project tool once and detaches it', () => {
    const on = toggleAttached([{ toolId: 'a', enabled: false }], 'a', true);
    expect(on).toEqual([{ toolId: 'a', enabled: true }]);
    expect(toggleAttached(on, 'b', true)).toEqual([
      { toolId: 'a', enabled: true },
      { toolId: 'b', enabled: true },
    ]);
    expect(toggleAttached(on, 'a', false)).toEqual([]);
  });

  it('generates a 32-byte hex signing secret', () => {
    const secret = generateSigningSecret();
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    expect(generateSigningSecret()).not.toBe(secret);
  });

  it('splits pasted recipients on commas, semicolons and lines', () => {
    expect(splitAddresses('a@example.com, b@example.com;\nc@example.com  ')).toEqual(['a@example.com', 'b@example.com', 'c@example.com']);
  });

  it('toggles working days in week order and names them', () => {
    expect(toggleDay([1, 2, 5], 3)).toEqual([1, 2, 3, 5]);
    expect(toggleDay([1, 2, 5], 2)).toEqual([1, 5]);
    expect(weekdayNames('en')).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
  });

  it('derives a lead key from its label', () => {
    expect(keyFromLabel('Company size')).toBe('company_size');
    expect(keyFromLabel('Teléfono móvil')).toBe('telefono_movil');
    expect(keyFromLabel('2nd address!')).toBe('nd_address');
  });
});
