const UNITS = [
  ['megabyte', 1024 * 1024],
  ['kilobyte', 1024],
] as const;

/** '3.1 kB', '11 MB', '512 byte' in the interface language. */
export function formatFileSize(bytes: number, locale: string): string {
  const [unit, size] = UNITS.find(([, s]) => bytes >= s) ?? ['byte', 1];
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: 1 }).format(bytes / size);
}
