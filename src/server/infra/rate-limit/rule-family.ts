// A rate-limit rule's family, the label of its refusals on /metrics: the key's fixed words up to and
// including the first one that names what is counted ('auth:login:ip', 'tag-pin:wrong:hour:tag'). The
// counted value itself (an address, an e-mail, an id, a username) never gets in: a word is kept only
// while it is lower-case letters and hyphens and not all hex letters (a piece of an IPv6 address or a
// UUID), and nothing after a naming word is kept.

/** Words after which the key holds the counted value. */
const NAMING_WORDS = new Set(['ip', 'account', 'user', 'tag', 'client']);
const FIXED_WORD = /^[a-z][a-z-]*$/;
const HEX_LETTERS = /^[a-f-]+$/;
/** More than any key the app builds; a longer run of words is cut here. */
const MAX_WORDS = 5;

export function ruleFamily(key: string): string {
  const kept: string[] = [];
  for (const word of key.split(':', MAX_WORDS)) {
    if (!FIXED_WORD.test(word) || HEX_LETTERS.test(word)) break;
    kept.push(word);
    if (NAMING_WORDS.has(word)) break;
  }
  return kept.length > 0 ? kept.join(':') : 'other';
}
