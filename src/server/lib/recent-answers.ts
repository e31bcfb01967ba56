// A pure function's answers for recent keys, a bounded number of them: for work run on every public
// page opened (isbot's pattern, bowser's parse) where most openings come from a few common browsers.

/**
 * `compute` remembered for up to `limit` distinct keys; when full, all are forgotten at once (cheaper
 * than an LRU, and the common keys come straight back).
 */
export function rememberRecent<T>(limit: number, compute: (key: string) => T): (key: string) => T {
  const answers = new Map<string, T>();
  return (key) => {
    if (answers.has(key)) return answers.get(key)!;
    const answer = compute(key);
    if (answers.size >= limit) answers.clear();
    answers.set(key, answer);
    return answer;
  };
}
