// The language switch (issue 30): PUT /api/language sets the `lang` cookie for anyone and saves a
// signed-in parent's choice; registration keeps the page's language, sign-in brings it back to any
// browser, sign-out leaves it; a signed-out visitor switches while the database is away.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { LANGUAGE_COOKIE } from '#server/plugins/request-language.ts';
import { adminAgent, agentFor, createAdmin, createUser, DEFAULT_PASSWORD } from '#tests/factories/users.ts';
import { startOutage, type Outage } from '#tests/helpers/database-outage.ts';
import {
  agentAt,
  createAuthTestApp,
  registerViaApi,
  userRow,
  type AuthTestApp,
} from '../auth/auth.test-support.ts';

const langCookie = (res: LightMyRequestResponse) => res.cookies.find((c) => c.name === LANGUAGE_COOKIE);

describe('PUT /api/language', () => {
  let t: AuthTestApp;
  beforeAll(async () => {
    t = await createAuthTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('sets a year-long, site-wide, HttpOnly, Lax cookie for a visitor; the next page is in it', async () => {
    const agent = agentAt(t);
    agent.headers['accept-language'] = 'de-DE,de;q=0.9';
    const res = await agent.put('/api/language', { language: 'it' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ language: 'it' });
    const cookie = langCookie(res)!;
    expect(cookie).toMatchObject({
      value: 'it',
      path: '/',
      httpOnly: true,
      sameSite: 'Lax',
      maxAge: 31_536_000,
    });
    // The choice beats the browser's German.
    const page = await agent.get('/auth');
    expect(page.body).toContain('<html lang="it">');
  });

  it('refuses a language the shop does not speak with a 400 that names the five', async () => {
    for (const body of [{ language: 'nl' }, { language: 'EN' }, { language: 42 }, {}, { language: ['it'] }]) {
      const res = await agentAt(t).put('/api/language', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(langCookie(res), JSON.stringify(body)).toBeUndefined();
      expect(res.json().errors.language, JSON.stringify(body)).toBeDefined();
    }
    const res = await agentAt(t).put('/api/language', { language: 'nl' });
    expect(res.json().message).toMatch(/'en'.*'it'.*'de'.*'fr'.*'es'/);
  });

  it("saves a signed-in parent's choice on the account", async () => {
    const user = await createUser(t);
    const agent = await agentFor(t, user);
    expect((await agent.put('/api/language', { language: 'fr' })).statusCode).toBe(200);
    expect((await userRow(t, user.email))!.language).toBe('fr');
  });

  it("an admin's choice is the cookie only", async () => {
    const admin = await createAdmin(t, { username: 'lang-admin', password: 'secret-pass-9' });
    const agent = await adminAgent(t, admin);
    const res = await agent.put('/api/language', { language: 'es' });
    expect(res.statusCode).toBe(200);
    expect(langCookie(res)?.value).toBe('es');
  });

  it('a flood of switches never fails', async () => {
    const user = await createUser(t);
    const agent = await agentFor(t, user);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => agent.put('/api/language', { language: i % 2 ? 'de' : 'it' })),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(answers.map(() => 200));
  });
});

describe('registration and sign-in keep the language', () => {
  let t: AuthTestApp;
  beforeAll(async () => {
    t = await createAuthTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('registration saves the language of the page it came from', async () => {
    const agent = agentAt(t);
    agent.headers['accept-language'] = 'de-DE';
    const { email } = await registerViaApi(t, agent);
    expect((await userRow(t, email))!.language).toBe('de');

    const chooser = agentAt(t);
    chooser.headers['accept-language'] = 'de-DE';
    await chooser.put('/api/language', { language: 'es' });
    const second = await registerViaApi(t, chooser);
    expect((await userRow(t, second.email))!.language).toBe('es');
  });

  it('sign-in in a fresh English browser brings the saved language back; sign-out leaves it', async () => {
    const user = await createUser(t);
    await (await agentFor(t, user)).put('/api/language', { language: 'it' });

    const browser = agentAt(t);
    browser.headers['accept-language'] = 'en-US,en;q=0.9';
    const login = await browser.post('/api/auth/login', { email: user.email, password: DEFAULT_PASSWORD });
    expect(login.statusCode, login.body).toBe(200);
    expect(langCookie(login)?.value).toBe('it');
    // The page that signed in reloads in it.
    expect(login.headers['content-language']).toBe('it');
    expect((await browser.get('/dashboard')).body).toContain('<html lang="it">');

    const logout = await browser.post('/api/auth/logout');
    expect(langCookie(logout)).toBeUndefined();
    expect((await browser.get('/auth')).body).toContain('<html lang="it">');
  });

  it('a choice made in this browser before signing in is saved on the account', async () => {
    const user = await createUser(t);
    const browser = agentAt(t);
    browser.headers['accept-language'] = 'de-DE';
    await browser.put('/api/language', { language: 'it' });
    const login = await browser.post('/api/auth/login', { email: user.email, password: DEFAULT_PASSWORD });
    expect(login.statusCode).toBe(200);
    expect((await userRow(t, user.email))!.language).toBe('it');
  });

  it('an account without a saved language leaves the browser its own', async () => {
    const user = await createUser(t);
    const browser = agentAt(t);
    const login = await browser.post('/api/auth/login', { email: user.email, password: DEFAULT_PASSWORD });
    expect(login.statusCode).toBe(200);
    expect(langCookie(login)).toBeUndefined();
  });
});

describe('the switch while the database is away', () => {
  let outage: Outage;
  let t: AuthTestApp;
  beforeAll(async () => {
    outage = await startOutage();
    t = await createAuthTestApp({ database: outage.database });
  });
  afterAll(async () => {
    await t?.close();
    await outage?.close();
  });

  it('a signed-out visitor still switches: the cookie needs no database', async () => {
    await outage.cut();
    const res = await agentAt(t).put('/api/language', { language: 'de' });
    expect(res.statusCode, res.body).toBe(200);
    expect(langCookie(res)?.value).toBe('de');
    await outage.restore();
  });
});
