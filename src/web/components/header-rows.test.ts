import { describe, expect, it } from 'vitest';
import { SECRET_MASK } from '@common/tool-configs';
import { findHeaderRowProblems, headersToRows, rowsToHeaders } from './header-rows';

describe('header rows', () => {
  it('turns the stored (masked) map into rows and back, keeping the mask so the server keeps the value', () => {
    const rows = headersToRows({ Authorization: SECRET_MASK, 'X-Env': SECRET_MASK });
    expect(rows).toEqual([
      { name: 'Authorization', value: SECRET_MASK },
      { name: 'X-Env', value: SECRET_MASK },
    ]);
    expect(rowsToHeaders(rows)).toEqual({ Authorization: SECRET_MASK, 'X-Env': SECRET_MASK });
  });

  it('trims names and leaves fully empty rows out', () => {
    expect(rowsToHeaders([{ name: ' X-Key ', value: 'abc' }, { name: '  ', value: '' }])).toEqual({ 'X-Key': 'abc' });
  });

  it('trims names and leaves nameless rows out', () => {
    expect(rowsToHeaders([{ name: ' X-Key ', value: 'v' }, { name: '', value: 'lost' }])).toEqual({ 'X-Key': 'v' });
  });

  it('flags a value without a name, a repeated name in any case, and a new header without a value', () => {
    const rows = [
      { name: '', value: 'orphan' },
      { name: 'X-Key', value: 'a' },
      { name: 'x-key', value: 'b' },
      { name: 'X-New', value: '' },
      { name: '', value: '' },
    ];
    expect(findHeaderRowProblems(rows, [])).toEqual([
      { index: 0, field: 'name', key: 'headerNameMissing' },
      { index: 2, field: 'name', key: 'headerNameDuplicate' },
      { index: 3, field: 'value', key: 'headerValueMissing' },
    ]);
  });

  it('accepts a stored header left masked or emptied, but not a masked value under a new name', () => {
    const stored = ['Authorization'];
    expect(findHeaderRowProblems([{ name: 'Authorization', value: SECRET_MASK }], stored)).toEqual([]);
    expect(findHeaderRowProblems([{ name: 'Authorization', value: '' }], stored)).toEqual([]);
    expect(findHeaderRowProblems([{ name: 'Auth', value: SECRET_MASK }], stored)).toEqual([{ index: 0, field: 'value', key: 'headerMaskRenamed' }]);
  });
});
