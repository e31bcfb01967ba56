// The bracelet's chip address /activate-bracelet/{physicalId} and its API twin /api/bracelets/{physicalId}.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tags } from '#server/db/schema/index.ts';
import { pathOf } from '#shared/endpoints/endpoint.ts';
import * as tagsApi from '#shared/endpoints/tags.ts';
import { queryKeys } from '#shared/paths.ts';

import { createTag, randomCode } from '#tests/factories/tags.ts';
import { agentFor, createUser } from '#tests/factories/users.ts';
import { embeddedState, queryData } from '#tests/helpers/embedded-state.ts';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import { en, translate } from '#tests/helpers/messages.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: '1' } });
});
afterAll(async () => {
  await t.close();
});

let lastIp = 0;
const nextIp = () => `10.1.${Math.floor(++lastIp / 250)}.${lastIp % 250}`;
const pageUrl = (physicalId: string) => `/activate-bracelet/${encodeURIComponent(physicalId)}`;
const apiUrl = (physicalId: string) => pathOf(tagsApi.getBracelet, { physicalId });

const embedded = (html: string, key: readonly unknown[]) => queryData(embeddedState(html), key);

async function visitor() {
  const agent = t.agent();
  agent.headers['x-forwarded-for'] = nextIp();
  return agent;
}

describe('GET /activate-bracelet/{physicalId}', () => {
  it('redirects a configured bracelet to its public page (302), for anyone', async () => {
    const owner = await createUser(t);
    const named = await createTag(t, { userId: owner.id, childName: 'Noah' });
    const fieldsOnly = await createTag(t, {
      userId: owner.id,
      fields: [{ title: 'Blood Type', content: 'A-' }],
    });
    for (const tag of [named, fieldsOnly]) {
      const res = await (await visitor()).get(pageUrl(tag.physicalId!));
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe(`/tag/${tag.uniqueCode}`);
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('redirects a retired bracelet (its account deleted: no owner, no child) to its page, which answers 410', async () => {
    const tag = await createTag(t, { userId: (await createUser(t)).id, childName: 'Gone' });
    await t.db
      .update(tags)
      .set({ userId: null, childName: null, isActive: 'false', deactivatedAt: new Date() })
      .where(eq(tags.id, tag.id));
    const agent = await visitor();
    const res = await agent.get(pageUrl(tag.physicalId!));
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`/tag/${tag.uniqueCode}`);
    expect((await agent.get(res.headers.location!)).statusCode).toBe(410);
    expect((await agent.get(apiUrl(tag.physicalId!))).json()).toEqual({
      physicalId: tag.physicalId,
      status: 'configured',
      uniqueCode: tag.uniqueCode,
    });
  });

  it('shows the wizard shell for an available bracelet with its state and the signed-out user embedded', async () => {
    const tag = await createTag(t, { physicalId: 'CHIPAVAIL1' });
    const res = await (await visitor()).get(pageUrl('chip-avail-1'));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(embedded(res.body, queryKeys.bracelet('CHIP-AVAIL-1'))).toEqual({
      physicalId: tag.physicalId,
      status: 'available',
    });
    expect(embedded(res.body, queryKeys.currentUser)).toBeNull();
  });

  it('tells the owner of an activated, unconfigured bracelet it is theirs; anyone else it is unavailable', async () => {
    const owner = await createUser(t);
    const tag = await createTag(t, { userId: owner.id });
    const ownerAgent = await agentFor(t, owner);
    const mine = await ownerAgent.get(pageUrl(tag.physicalId!));
    expect(mine.statusCode).toBe(200);
    expect(embedded(mine.body, queryKeys.bracelet(tag.physicalId!))).toEqual({
      physicalId: tag.physicalId,
      status: 'yours',
    });
    expect(embedded(mine.body, queryKeys.currentUser)).toMatchObject({ id: owner.id });

    const other = await agentFor(t, await createUser(t));
    const theirs = await other.get(pageUrl(tag.physicalId!));
    expect(embedded(theirs.body, queryKeys.bracelet(tag.physicalId!))).toEqual({
      physicalId: tag.physicalId,
      status: 'unavailable',
    });
    const inactive = await createTag(t, { isActive: 'false' });
    const res = await (await visitor()).get(pageUrl(inactive.physicalId!));
    expect(embedded(res.body, queryKeys.bracelet(inactive.physicalId!))).toMatchObject({
      status: 'unavailable',
    });
  });

  it('embeds null for an unknown bracelet (404), so the wizard says it was not found', async () => {
    const physicalId = randomCode(16);
    const res = await (await visitor()).get(pageUrl(physicalId));
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(embeddedState(res.body).queries).toContainEqual([queryKeys.bracelet(physicalId), null]);
  });
});

describe('GET /api/bracelets/{physicalId}', () => {
  it('answers the same states as the page embeds', async () => {
    const owner = await createUser(t);
    const available = await createTag(t);
    const configured = await createTag(t, { userId: owner.id, childName: 'Ivy' });
    const agent = await visitor();
    expect((await agent.get(apiUrl(available.physicalId!.toLowerCase()))).json()).toEqual({
      physicalId: available.physicalId,
      status: 'available',
    });
    expect((await agent.get(apiUrl(configured.physicalId!))).json()).toEqual({
      physicalId: configured.physicalId,
      status: 'configured',
      uniqueCode: configured.uniqueCode,
    });
    const unknown = await agent.get(apiUrl(randomCode(16)));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: en('errors.braceletNotFound') });
    const malformed = await agent.get(apiUrl('not a bracelet!'));
    expect(malformed.statusCode).toBe(404);
  });

  it('refuses an address after 30 unknown numbers in an hour; known bracelets never count', async () => {
    const known = await createTag(t);
    const configured = await createTag(t, { userId: (await createUser(t)).id, childName: 'Zoe' });
    const agent = await visitor();
    for (let i = 0; i < 50; i++) expect((await agent.get(apiUrl(known.physicalId!))).statusCode).toBe(200);
    for (let i = 0; i < 30; i++) expect((await agent.get(apiUrl(randomCode(16)))).statusCode).toBe(404);

    const refused = await agent.get(apiUrl(known.physicalId!));
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many attempts/);
    const page = await agent.get(pageUrl(configured.physicalId!));
    expect(page.statusCode).toBe(429);
    expect(embedded(page.body, queryKeys.bracelet(configured.physicalId!))).toBeUndefined();

    // Another address is not affected; after the window the first one is served again.
    expect((await (await visitor()).get(apiUrl(known.physicalId!))).statusCode).toBe(200);
    t.clock.advance(60 * 60 * 1000 + 1000);
    expect((await agent.get(apiUrl(known.physicalId!))).statusCode).toBe(200);
  });
});

describe('a bracelet no parent has set up: the notice above the activation form (issue 28)', () => {
  /** The markup before the app's root: static, so it works without JavaScript. */
  const beforeRoot = (html: string) => html.slice(html.indexOf('<body>'), html.indexOf('<div id="root">'));

  it("says so in the browser's language, with the emergency number's tel: link, and keeps the form", async () => {
    const tag = await createTag(t);
    const res = await (
      await visitor()
    ).get(pageUrl(tag.physicalId!), {
      'accept-language': 'de-CH,de;q=0.9,en;q=0.5',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers.vary).toContain('accept-language');
    const notice = beforeRoot(res.body);
    const de = translate('de');
    expect(notice).toContain('lang="de"');
    expect(notice).toContain(de('responder.notSetUp.title'));
    expect(notice).toContain(de('responder.notSetUp.body'));
    expect(notice).toMatch(/<a href="tel:112"[^>]*>.*112 anrufen<\/a>/);
    // The page's title is the wizard's heading in the same language (issue 30).
    expect(res.body).toContain(`<title>${translate('de')('wizard.heading')} · `);
    // The parent's form is still the app's, with the bracelet's state embedded as before.
    expect(embedded(res.body, queryKeys.bracelet(tag.physicalId!))).toEqual({
      physicalId: tag.physicalId,
      status: 'available',
    });
  });

  it('follows ?lang= over Accept-Language, and shows for a bracelet another parent activated', async () => {
    const tag = await createTag(t, { userId: (await createUser(t)).id });
    const url = `${pageUrl(tag.physicalId!)}?lang=fr`;
    const res = await (await visitor()).get(url, { 'accept-language': 'de' });
    expect(res.statusCode).toBe(200);
    expect(beforeRoot(res.body)).toContain(translate('fr')('responder.notSetUp.title'));
    expect(beforeRoot(res.body)).toContain('lang="fr"');
    expect(res.body).toContain(`<title>${translate('fr')('wizard.heading')} · `);
  });

  it('is not there for an unknown bracelet; a configured one still redirects to its page', async () => {
    const unknown = await (await visitor()).get(pageUrl(randomCode(16)), { 'accept-language': 'de' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).not.toContain(translate('de')('responder.notSetUp.title'));
    expect(unknown.body).not.toContain('bracelet-not-set-up');
    const configured = await createTag(t, { userId: (await createUser(t)).id, childName: 'Lia' });
    const res = await (await visitor()).get(pageUrl(configured.physicalId!), { 'accept-language': 'de' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`/tag/${configured.uniqueCode}`);
  });
});
