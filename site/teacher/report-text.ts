// How a report writes its times, scores and shares.

/** Minutes and seconds of a duration: `2 min 05 s`, `45 s`. */
export function durationText(ms: number): string {
  const seconds = Math.round(ms / 1000);
  const minutes = Math.floor(seconds / 60);
  return minutes ? `${minutes} min ${String(seconds % 60).padStart(2, '0')} s` : `${seconds} s`;
}

export const when = (iso: string) => new Date(iso).toLocaleString('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
export const percentText = (fraction: number | null) => (fraction === null ? '' : `${Math.round(fraction * 100)}%`);
export const scoreText = (score: number | null, max: number | null) => (score === null || max === null ? '' : `${Math.round(score * 10) / 10} / ${max}`);
