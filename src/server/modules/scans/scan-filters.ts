// Which requests for a public page are a person opening it. Not a scan: HEAD, browser
// prefetches and prerenders (nobody looked yet), requests without a user agent (no browser sends none),
// and crawlers, link-preview fetchers and mail scanners: isbot's maintained list decides those, never a
// regex of ours.
import type { IncomingHttpHeaders } from 'node:http';
import { isbot } from 'isbot';
import { rememberRecent } from '../../lib/recent-answers.ts';

/** Purpose (older Chrome, Safari) and Sec-Purpose (`prefetch`, `prefetch;prerender`). */
const SPECULATIVE = /prefetch|prerender/i;

/**
 * isbot's verdicts on recent user agents, 500 of them: its pattern is one regular expression of
 * hundreds of alternatives, run on every page opened.
 */
const isBot = rememberRecent(500, isbot);

export function isPersonOpeningPage(method: string, headers: IncomingHttpHeaders): boolean {
  if (method !== 'GET') return false;
  if (isSpeculative(headers.purpose) || isSpeculative(headers['sec-purpose'])) return false;
  const userAgent = headers['user-agent'];
  return Boolean(userAgent?.trim()) && !isBot(userAgent!);
}

function isSpeculative(value: string | string[] | undefined): boolean {
  if (value === undefined) return false;
  return SPECULATIVE.test(Array.isArray(value) ? value.join(',') : value);
}
