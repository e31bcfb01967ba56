// The top of a chart's scale: the smallest of 1, 2, 2.5 and 5 times a power of ten that holds the
// largest value, so the axis reads a round number; 1 when every value is 0.
const STEPS = [1, 2, 2.5, 5, 10];

export function scaleTop(values: readonly number[]): number {
  const largest = Math.max(0, ...values.filter(Number.isFinite));
  if (largest === 0) return 1;
  const power = 10 ** Math.floor(Math.log10(largest));
  const step = STEPS.find((s) => s * power >= largest) ?? 10;
  return step * power;
}
