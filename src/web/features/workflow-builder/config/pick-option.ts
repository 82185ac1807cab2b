/** A select's value as one of its options (Radix hands back a plain string). */
export function pickOption<T extends string>(options: readonly T[], value: string, fallback: T): T {
  return options.find((option) => option === value) ?? fallback;
}
