/** "Did you mean" suggestions for near misses. */

/** Optimal string alignment distance (Damerau-Levenshtein without block moves). */
export function editDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) => Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, d[i - 2]![j - 2]! + 1);
      d[i]![j] = best;
    }
  }
  return d[a.length]![b.length]!;
}

/** Words longer than this get no suggestion. */
export const MAX_SUGGESTED_LENGTH = 100;

/**
 * The closest candidate to `word`, if it is close enough to be a plausible
 * typo: at most one edit for short words, a third of the length for longer ones.
 */
export function closest(word: string, candidates: Iterable<string>): string | undefined {
  // No name is that long: suggesting for a runaway word would only cost time.
  if (word.length > MAX_SUGGESTED_LENGTH) return undefined;
  const limit = Math.max(1, Math.floor(word.length / 3));
  let best: string | undefined;
  let bestDistance = Infinity;
  const lower = word.toLowerCase();
  for (const c of candidates) {
    if (c === word) continue;
    // The distance is at least the difference in length: skip the table when that is already too far.
    if (Math.abs(c.length - word.length) > limit) continue;
    const dist = c.toLowerCase() === lower ? 0.5 : editDistance(lower, c.toLowerCase());
    // Replacing every letter of a one-letter name is not a typo.
    if (dist >= Math.max(word.length, c.length)) continue;
    if (dist < bestDistance || (dist === bestDistance && best !== undefined && c < best)) {
      best = c;
      bestDistance = dist;
    }
  }
  return bestDistance <= limit ? best : undefined;
}

/** `" (did you mean 'x'?)"` or the empty string. */
export function didYouMean(word: string, candidates: Iterable<string>): string {
  const c = closest(word, candidates);
  return c === undefined ? "" : ` (did you mean '${c}'?)`;
}
