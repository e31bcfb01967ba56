import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { rateLimits } from '#server/db/schema/index.ts';
import { createTag, randomCode } from '#tests/factories/tags.ts';
import { createUser } from '#tests/factories/users.ts';
import type { TestAgent } from '#tests/helpers/test-agent.ts';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import { UNKNOWN_CODE_LIMIT } from './public-tag.service.ts';
import { markupOnly, visibleText } from './public-tag.test-support.ts';
import { en, translate } from '#tests/helpers/messages.ts';
import { waitTime } from '#shared/wait-time.ts';

const de = translate('de');
/** Holds 0 and 1, so O, I and L have something to stand for. */
const CODE = 'D0GS1TV0R1ZZ';

/** Every way a responder may type CODE, as the path segment and the form's query would carry it. */
const SPELLINGS = [
  CODE,
  CODE.toLowerCase(),
  'D0GS 1TV0 R1ZZ',
  'D0GS-1TV0-R1ZZ',
  'd0gs\u20131tv0\u2014r1zz',
  ' D0GS\u00a01TV0\u2212R1ZZ\t',
  'DOGSITVORLZZ',
  'dogsltvorlzz',
  '\uff24\uff10\uff27\uff33\uff11\uff34\uff36\uff10\uff32\uff11\uff3a\uff3a',
];

const viaPath = (typed: string) => `/t/${encodeURIComponent(typed)}`;
const viaForm = (typed: string) => `/t?code=${encodeURIComponent(typed)}`;

/** /t's redirect, then where it leads. */
async function follow(agent: TestAgent, url: string) {
  const hop = await agent.get(url);
  expect(hop.statusCode, url).toBe(302);
  return agent.get(hop.headers.location as string);
}

describe('the typed-code page /t', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    const owner = await createUser(t);
    await createTag(t, { uniqueCode: CODE, userId: owner.id, childName: 'Mia Rossi', childAge: 7 });
  });
  afterAll(async () => {
    await t.close();
  });

  it('is a form of one labelled box that sends the code to /t by GET', async () => {
    const res = await t.agent().get('/t');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toMatch(/^<!doctype html><html lang="en">/);
    const markup = markupOnly(res.body);
    const form = /<form [^>]*>/.exec(markup)![0];
    expect(form).toContain('action="/t"');
    expect(form).toContain('method="get"');
    expect(markup).toContain('<label for="code"');
    const input = /<input id="code" [^>]*>/.exec(markup)![0];
    for (const attribute of ['name="code"', 'type="text"', 'required=""']) expect(input).toContain(attribute);
    expect(markup).not.toContain('<script');
    expect(visibleText(res.body)).toContain(en('responder.typedCode.heading'));
    // Whoever cannot read the code can still call for help.
    expect(markup).toContain(`href="tel:${t.app.deps.config.emergencyNumber}"`);
  });

  it('speaks the responder’s language: Accept-Language, or ?lang= which the form keeps', async () => {
    const byHeader = await t.agent().get('/t', { 'accept-language': 'de-CH,de;q=0.9,en;q=0.5' });
    expect(byHeader.body).toMatch(/<html lang="de">/);
    expect(byHeader.headers['content-language']).toBe('de');
    expect(byHeader.headers.vary).toContain('accept-language');
    expect(visibleText(byHeader.body)).toContain(de('responder.typedCode.heading'));
    expect(byHeader.body).not.toContain('name="lang"');

    const chosen = await t.agent().get('/t?lang=fr', { 'accept-language': 'de' });
    expect(chosen.body).toMatch(/<html lang="fr">/);
    expect(chosen.headers.vary).not.toContain('accept-language');
    expect(visibleText(chosen.body)).toContain(translate('fr')('responder.typedCode.submit'));
    expect(chosen.body).toContain('<input type="hidden" name="lang" value="fr"/>');
  });

  it.each(SPELLINGS)('redirects (302) %j to the page, by path and by form', async (typed) => {
    for (const url of [viaPath(typed), viaForm(typed)]) {
      const res = await t.agent().get(url);
      expect(res.statusCode, url).toBe(302);
      expect(res.headers.location, url).toBe(`/tag/${CODE}`);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
    }
    const page = await follow(t.agent(), viaPath(typed));
    expect(page.statusCode).toBe(200);
    expect(visibleText(page.body)).toContain('Mia Rossi');
  });

  it('redirects a well-formed code whether a tag has it or not; the page answers as it does today', async () => {
    const unknown = randomCode();
    const hop = await t.agent().get(viaPath(unknown.toLowerCase()));
    expect(hop.statusCode).toBe(302);
    expect(hop.headers.location).toBe(`/tag/${unknown}`);
    const page = await follow(t.agent(), viaForm(unknown));
    expect(page.statusCode).toBe(404);
    expect(visibleText(page.body)).toContain(en('errors.publicTagNotFound'));
  });

  it('keeps a chosen language on the way to the page', async () => {
    expect((await t.agent().get(`${viaPath(CODE)}?lang=de-AT`)).headers.location).toBe(
      `/tag/${CODE}?lang=de`,
    );
    expect((await t.agent().get(`${viaForm(CODE)}&lang=de`)).headers.location).toBe(`/tag/${CODE}?lang=de`);
    expect((await t.agent().get(`${viaForm(CODE)}&lang=xx`)).headers.location).toBe(`/tag/${CODE}`);
  });

  it.each([
    ['too short', 'D0GS 1TV0 R1Z', en('responder.typedCode.wrongLength', { count: 11 })],
    ['too long', 'D0GS-1TV0-R1ZZ-9', en('responder.typedCode.wrongLength', { count: 13 })],
    ['one character', 'D', en('responder.typedCode.wrongLength', { count: 1 })],
    ['with a U', 'D0GS1TV0R1ZU', en('responder.typedCode.wrongCharacters')],
    ['an address', 'https://example.com/tag/D0GS1TV0R1ZZ', en('responder.typedCode.wrongCharacters')],
  ])('stays on /t with a message (400) for a code %s', async (_name, typed, message) => {
    for (const url of [viaPath(typed), viaForm(typed)]) {
      const res = await t.agent().get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.headers.location).toBeUndefined();
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(visibleText(res.body)).toContain(message);
      // What was typed is given back to correct, and the box names the message.
      expect(res.body).toContain(`value="${typed}"`);
      expect(res.body).toMatch(/aria-invalid="true" aria-describedby="typed-code-problem"/);
    }
  });

  it('asks for the code when the form came empty, in the responder’s language', async () => {
    for (const url of ['/t?code=', '/t?code=%20-%20', '/t?code=a&code=b']) {
      const res = await t.agent().get(url, { 'accept-language': 'de' });
      expect(res.statusCode, url).toBe(400);
      expect(visibleText(res.body)).toContain(de('responder.typedCode.empty'));
    }
    const german = await t.agent().get(viaPath('D0GS'), { 'accept-language': 'de' });
    expect(visibleText(german.body)).toContain(de('responder.typedCode.wrongLength', { count: 4 }));
  });

  it('gives back hostile typing as text, never as markup', async () => {
    const typed = '"><script>alert(1)</script>';
    const res = await t.agent().get(viaForm(typed));
    expect(res.statusCode).toBe(400);
    expect(markupOnly(res.body)).not.toContain('<script');
    expect(res.body).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
  });

  it('writes nothing: no counter for any answer of its own', async () => {
    const before = await t.db.select().from(rateLimits);
    for (const url of [viaPath(randomCode()), viaForm(randomCode()), viaPath('nope'), '/t', '/t?code=']) {
      await t.agent().get(url);
    }
    expect(await t.db.select().from(rateLimits)).toEqual(before);
  });
});

describe('look-ups through /t count against the one per-address unknown-code limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: '1' } });
  });
  afterAll(async () => {
    await t.close();
  });

  function agentAt(ip: string) {
    const agent = t.agent();
    agent.headers['x-forwarded-for'] = ip;
    return agent;
  }

  it('misses through /t and through the page share one allowance; /t itself consumes none', async () => {
    const owner = await createUser(t);
    const tag = await createTag(t, { userId: owner.id, childName: 'Leo' });
    const guesser = agentAt('203.0.113.8');

    // Redirects alone are free: a responder who only reaches /t has looked nothing up.
    for (let i = 0; i < UNKNOWN_CODE_LIMIT.limit + 5; i++) {
      expect((await guesser.get(viaPath(randomCode()))).statusCode).toBe(302);
    }
    // Half the allowance through the page, half through /t (path and form): one counter.
    const half = UNKNOWN_CODE_LIMIT.limit / 2;
    for (let i = 0; i < half; i++) {
      expect((await guesser.get(`/tag/${randomCode()}`)).statusCode).toBe(404);
    }
    for (let i = 0; i < half; i++) {
      const url = i % 2 ? viaPath(randomCode().toLowerCase()) : viaForm(randomCode());
      expect((await follow(guesser, url)).statusCode).toBe(404);
    }
    const refused = await follow(guesser, viaForm(randomCode()));
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe(String(UNKNOWN_CODE_LIMIT.windowMs / 1000));
    expect(visibleText(refused.body)).toContain(
      en('errors.rateLimited', waitTime(UNKNOWN_CODE_LIMIT.windowMs / 1000)),
    );
    expect((await guesser.get(`/tag/${randomCode()}`)).statusCode).toBe(429);

    // Over the limit, a real page typed at /t still opens: /t never refuses a well-formed code.
    const typed = tag.uniqueCode.replace(/0/g, 'O').replace(/1/g, 'l').toLowerCase();
    expect((await follow(guesser, viaPath(typed))).statusCode).toBe(200);

    // Another address is not affected; the window ends for everyone.
    expect((await follow(agentAt('198.51.100.9'), viaPath(randomCode()))).statusCode).toBe(404);
    t.clock.advance(UNKNOWN_CODE_LIMIT.windowMs);
    expect((await follow(guesser, viaPath(randomCode()))).statusCode).toBe(404);
  });
});
