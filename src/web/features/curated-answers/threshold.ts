/** The threshold slider's range: below 0.3 almost any question would match a pair. */
export const THRESHOLD_MIN = 0.3;
export const THRESHOLD_MAX = 1;
export const THRESHOLD_STEP = 0.05;

/** Where a threshold sits along the slider, 0-100, for the default's mark. */
export function thresholdPercent(value: number): number {
  const clamped = Math.min(THRESHOLD_MAX, Math.max(THRESHOLD_MIN, value));
  return ((clamped - THRESHOLD_MIN) / (THRESHOLD_MAX - THRESHOLD_MIN)) * 100;
}
