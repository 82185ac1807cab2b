import { describe, expect, it } from 'vitest';
import { isDeleteConfirmed } from './delete-confirmation';

describe('isDeleteConfirmed', () => {
  it('accepts ELIMINAR in any letter case', () => {
    expect(isDeleteConfirmed('ELIMINAR')).toBe(true);
    expect(isDeleteConfirmed('eliminar')).toBe(true);
    expect(isDeleteConfirmed('Eliminar')).toBe(true);
    expect(isDeleteConfirmed('  eliminar ')).toBe(true);
  });

  it('refuses anything else', () => {
    expect(isDeleteConfirmed('')).toBe(false);
    expect(isDeleteConfirmed('ELIMINA')).toBe(false);
    expect(isDeleteConfirmed('DELETE')).toBe(false);
    expect(isDeleteConfirmed('ELIMINAR!')).toBe(false);
  });
});
