// A rule's family is the label of its refusals on /metrics: the key's fixed words, never the counted value.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ruleFamily } from './rule-family.ts';

describe('ruleFamily', () => {
  it.each([
    ['auth:login:ip:203.0.113.9', 'auth:login:ip'],
    ['auth:login:ip:2001:db8::1', 'auth:login:ip'],
    ['auth:login:ip:fe80::abcd:ef', 'auth:login:ip'],
    ['auth:login-fail:account:parent@example.com', 'auth:login-fail:account'],
    ['auth:code-mail:parent@example.com', 'auth:code-mail'],
    ['auth:code-mail:abc-def@ex', 'auth:code-mail'],
    ['reset:mail:account:Parent@Example.COM', 'reset:mail:account'],
    ['admin-login:user:admin', 'admin-login:user'],
    ['public-tag:miss:ip:198.51.100.23', 'public-tag:miss:ip'],
    ['tag-share:client:3f0c7a52-5e3c-4c52-9f55-1a2b3c4d5e6f:ip:10.0.0.1', 'tag-share:client'],
    ['tag-pin:wrong:hour:tag:3f0c7a52-5e3c-4c52-9f55-1a2b3c4d5e6f:ip:10.0.0.1', 'tag-pin:wrong:hour:tag'],
    ['scans:test-alert:tag:3f0c7a52-5e3c-4c52-9f55-1a2b3c4d5e6f', 'scans:test-alert:tag'],
    ['tags:bracelet-miss:ip:::1', 'tags:bracelet-miss:ip'],
    ['test:reserve:17', 'test:reserve'],
    ['ABCDEFGHJKMN', 'other'],
    ['', 'other'],
  ])('%s → %s', (key, family) => {
    expect(ruleFamily(key)).toBe(family);
  });

  it('never keeps an e-mail, an address or a tag code, wherever it stands in the key', () => {
    const secret = fc.oneof(
      fc.emailAddress(),
      fc.ipV4(),
      fc.ipV6(),
      fc.stringMatching(/^[0-9A-HJKMNP-TV-Z]{12}$/),
      fc.uuid(),
    );
    const word = fc.stringMatching(/^[a-z][a-z-]{0,11}$/);
    fc.assert(
      fc.property(
        fc.array(word, { maxLength: 4 }),
        secret,
        fc.array(word, { maxLength: 3 }),
        (before, value, after) => {
          const family = ruleFamily([...before, value, ...after].join(':'));
          // Whatever the value, it is not in the label (an all-letter stretch of one may equal a word).
          if (/[^a-z-]/.test(value)) expect(family.includes(value)).toBe(false);
          expect(family.split(':').length).toBeLessThanOrEqual(Math.max(1, before.length));
        },
      ),
    );
  });
});
