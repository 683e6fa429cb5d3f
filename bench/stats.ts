export interface BenchFigure {
  name: string;
  value: number;
  unit: string;
}

export function percentile(samples: number[], p: number): number {
  if (samples.length === 0) return NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i]!;
}

export const round = (x: number, digits = 2): number => Number(x.toFixed(digits));

/** Times `fn` `n` times (after `warmup` runs); returns milliseconds per run. */
export async function timeRuns(n: number, fn: (i: number) => unknown, warmup = 3): Promise<number[]> {
  for (let i = 0; i < warmup; i++) await fn(i);
  const out: number[] = [];
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    await fn(i);
    out.push(performance.now() - t0);
  }
  return out;
}
