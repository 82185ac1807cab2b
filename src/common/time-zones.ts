/** Whether the runtime knows the IANA time zone (e.g. Europe/Madrid). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The IANA zones the runtime can list, for suggestions; UTC alone where it lists none. */
export function listTimeZones(): readonly string[] {
  try {
    return typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : ['UTC'];
  } catch {
    return ['UTC'];
  }
}
