// The owner's bar on the public page (issue 13): only the signed-in owner gets it, never a responder,
// another parent or `?view=responder`; it never reaches the cache, and a responder's answer costs what
// it did before (no database read for a cached page).
import { brotliDecompressSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { routes } from '#shared/paths.ts';
import { en } from '#tests/helpers/messages.ts';
import { sessions } from '#server/db/schema/index.ts';
import { sessionCookieName } from '#server/plugins/session.ts';
import { createTag } from '#tests/factories/tags.ts';
import { adminAgent, agentFor, createAdmin, createUser } from '#tests/factories/users.ts';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import { BROWSER_HEADERS } from './public-tag.test-support.ts';

/** The bar's landmark, as the server writes it (its label is SPEC-free text of ours). */
const BAR = `<nav aria-label="${en('ownerBar.label')}"`;

describe('the owner’s bar on GET /tag/{uniqueCode}', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  async function ownedTag() {
    const owner = await createUser(t);
    const tag = await createTag(t, {
      userId: owner.id,
      childName: 'Mia',
      fields: [{ title: 'Allergies', content: 'Peanuts' }],
    });
    return { owner, tag, url: `/tag/${tag.uniqueCode}` };
  }

  /** Counts the database statements the app issues from now on. */
  function countStatements() {
    const db = t.app.deps.db;
    const spies = (['select', 'insert', 'update', 'delete', 'execute'] as const).map((method) =>
      vi.spyOn(db, method),
    );
    return () => spies.reduce((sum, spy) => sum + spy.mock.calls.length, 0);
  }

  it('the owner sees Edit and My Tags before the page’s root, in an answer nobody caches', async () => {
    const { owner, tag, url } = await ownedTag();
    const res = await (await agentFor(t, owner)).get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const bar = /<body>(<nav aria-label="Your tag"[\s\S]*?<\/nav>)<div id="root">/.exec(res.body)?.[1];
    expect(bar, 'the bar, first in <body> and outside the React root').toBeDefined();
    expect(bar).toContain(`<a href="${routes.configure(tag.id)}"`);
    expect(bar).toMatch(new RegExp(`<a href="${routes.configure(tag.id)}"[^>]*>Edit</a>`));
    expect(bar).toMatch(/<a href="\/dashboard"[^>]*>My Tags<\/a>/);
  });

  it('is the same page plus the bar, also compressed for a browser, and works in any letter case', async () => {
    const { owner, url } = await ownedTag();
    const plain = (await t.agent().get(url)).body;
    const agent = await agentFor(t, owner);
    const owners = await agent.get(url.toLowerCase(), BROWSER_HEADERS);
    expect(owners.headers['content-encoding']).toBe('br');
    const html = brotliDecompressSync(owners.rawPayload).toString();
    expect(html).toContain(BAR);
    expect(html.replace(/<nav aria-label="Your tag"[\s\S]*?<\/nav>/, '')).toBe(plain);
  });

  it('never appears without our cookie, with another parent’s, an admin’s, an ended session’s or ?view=responder', async () => {
    const { owner, url } = await ownedTag();
    const other = await createUser(t);
    const ownerAgent = await agentFor(t, owner);
    // The owner first, so a bar that leaked into the cache would show below.
    expect((await ownerAgent.get(url)).body).toContain(BAR);
    const responder = await t.agent().get(url);
    expect(responder.statusCode).toBe(200);
    expect(responder.body).not.toContain(BAR);
    expect(responder.body).not.toContain(en('ownerBar.note'));

    const forged = t.agent();
    forged.cookies.set(sessionCookieName(t.config, 'user'), 'not-a-session');
    const strangers = [await agentFor(t, other), await adminAgent(t, await createAdmin(t)), forged];
    for (const stranger of strangers) expect((await stranger.get(url)).body).toBe(responder.body);

    expect((await ownerAgent.get(`${url}?view=responder`)).body).toBe(responder.body);

    const ended = await agentFor(t, owner);
    await t.db.update(sessions).set({ expiresAt: t.clock.now() }).where(eq(sessions.userId, owner.id));
    expect((await ended.get(url)).body).toBe(responder.body);
  });

  it('costs a responder no database statement on a cached page, the owner one read and no write', async () => {
    const { owner, url } = await ownedTag();
    const ownerAgent = await agentFor(t, owner);
    await t.agent().get(url); // cached now
    // An hour on: the session guards would slide the session (a write); the page must not.
    t.clock.advance(2 * 60 * 60 * 1000);
    const [before] = await t.db.select().from(sessions).where(eq(sessions.userId, owner.id));

    let statements = countStatements();
    expect((await t.agent().get(url)).body).not.toContain(BAR);
    expect(statements()).toBe(0);
    vi.restoreAllMocks();

    statements = countStatements();
    expect((await ownerAgent.get(url)).body).toContain(BAR);
    expect(statements()).toBe(1);
    vi.restoreAllMocks();

    const [after] = await t.db.select().from(sessions).where(eq(sessions.userId, owner.id));
    expect(after).toEqual(before);
  });

  it('shows no bar on an error answer, even to a signed-in parent', async () => {
    const { owner } = await ownedTag();
    const res = await (await agentFor(t, owner)).get('/tag/UNKNOWNCODE1');
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain(BAR);
  });
});
