import { describe, expect, it } from 'vitest';
import { isTimeZone, listTimeZones } from './time-zones';

describe('time zones', () => {
  it('knows IANA names and refuses others', () => {
    expect(isTimeZone('Europe/Madrid')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });

  it('lists zones the runtime knows', () => {
    expect(listTimeZones()).toContain('Europe/Madrid');
  });
});
