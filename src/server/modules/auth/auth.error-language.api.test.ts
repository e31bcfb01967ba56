// Error answers in the reader's language (issue 30): Accept-Language and the `lang` cookie choose it;
// English answers stay SPEC's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, uniqueEmail } from '#tests/factories/users.ts';
import { en } from '#tests/helpers/messages.ts';
import { agentAt, createAuthTestApp, randomIp, type AuthTestApp } from './auth.test-support.ts';

const GERMAN = { 'accept-language': 'de-DE,de;q=0.9,en;q=0.5' };
const ITALIAN_COOKIE = { cookie: 'lang=it', 'accept-language': 'de' };

describe('error answers in the request language', () => {
  let t: AuthTestApp;
  beforeAll(async () => {
    t = await createAuthTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('a wrong password: German, Italian by cookie, English unchanged', async () => {
    const user = await createUser(t);
    const body = { email: user.email, password: 'wrong-password' };
    const de = await agentAt(t).post('/api/auth/login', body, GERMAN);
    expect(de.statusCode).toBe(401);
    expect(de.json()).toEqual({ message: 'E-Mail-Adresse oder Passwort ist falsch' });
    const it_ = await agentAt(t).post('/api/auth/login', body, ITALIAN_COOKIE);
    expect(it_.json()).toEqual({ message: 'Email o password non validi' });
    const english = await agentAt(t).post('/api/auth/login', body, { 'accept-language': 'en' });
    expect(english.json()).toEqual({ message: 'Invalid email or password' });
  });

  it("a validation failure: the schema's own message and zod's default, per language", async () => {
    const custom = await agentAt(t).post('/api/auth/login', { email: 'nope', password: 'x' }, GERMAN);
    expect(custom.statusCode).toBe(400);
    expect(custom.json().message).toBe('Ungültige E-Mail-Adresse');
    expect(custom.json().errors.email).toEqual(['Ungültige E-Mail-Adresse']);

    const missing = await agentAt(t).post('/api/auth/login', {}, GERMAN);
    expect(missing.json().message).toBe('Pflichtfeld');
    const missingIt = await agentAt(t).post('/api/auth/login', {}, ITALIAN_COOKIE);
    expect(missingIt.json().message).toBe('Campo obbligatorio');
    const missingEn = await agentAt(t).post('/api/auth/login', {});
    expect(missingEn.json().message).toBe('Required');
    const customEn = await agentAt(t).post('/api/auth/login', { email: 'nope', password: 'x' });
    expect(customEn.json().message).toBe(en('validation.invalidEmail'));
  });

  it('a rate limit in minutes, with the plural of the language', async () => {
    const email = uniqueEmail('limited');
    const ip = randomIp();
    for (let i = 0; i < 10; i++) {
      await agentAt(t, ip).post('/api/auth/login', { email, password: `wrong-${i}` });
    }
    const de = await agentAt(t, ip).post('/api/auth/login', { email, password: 'wrong-password' }, GERMAN);
    expect(de.statusCode).toBe(429);
    const minutes = Math.ceil(Number(de.headers['retry-after']) / 60);
    expect(de.json().message).toBe(
      `Zu viele Versuche. Bitte warten Sie ${minutes} Minuten und versuchen Sie es dann erneut.`,
    );
    const it_ = await agentAt(t, ip).post(
      '/api/auth/login',
      { email, password: 'wrong-password' },
      ITALIAN_COOKIE,
    );
    expect(it_.json().message).toBe(`Troppi tentativi. Attendi ${minutes} minuti e riprova.`);
    const english = await agentAt(t, ip).post('/api/auth/login', { email, password: 'wrong-password' });
    expect(english.json().message).toBe(`Too many attempts. Please wait ${minutes} minutes and try again.`);
  });

  it('a 404 of an unknown API path', async () => {
    expect((await agentAt(t).get('/api/no-such-thing', GERMAN)).json()).toEqual({
      message: 'Nicht gefunden',
    });
    expect((await agentAt(t).get('/api/no-such-thing', ITALIAN_COOKIE)).json()).toEqual({
      message: 'Non trovato',
    });
    expect((await agentAt(t).get('/api/no-such-thing')).json()).toEqual({ message: 'Not found' });
  });
});
