// A refused body answers in the request's language (issue 30): the shared schemas' messages name
// catalogue texts (with their values), zod's defaults come from the `zod` texts, and no key is ever
// answered as it is written.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en, translate } from '#tests/helpers/messages.ts';
import { agentAt, createAuthTestApp, type AuthTestApp } from './modules/auth/auth.test-support.ts';

const ITALIAN = { 'accept-language': 'it-IT,it;q=0.9,en;q=0.5' };
const it_ = translate('it');

describe('a refused registration in the request language', () => {
  let t: AuthTestApp;
  beforeAll(async () => {
    t = await createAuthTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('Italian: 400 with the password rule in Italian, for the message and the field', async () => {
    const res = await agentAt(t).post(
      '/api/auth/register',
      { email: 'anna@example.com', password: 'abc' },
      ITALIAN,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'La password deve contenere almeno 6 caratteri',
      errors: { password: ['La password deve contenere almeno 6 caratteri'] },
    });
  });

  it('Italian: a text with a value, an e-mail rule and zod’s own default, no key left', async () => {
    const res = await agentAt(t).post(
      '/api/auth/register',
      { email: 'nope', password: 42, firstName: 'A'.repeat(101) },
      ITALIAN,
    );
    expect(res.statusCode).toBe(400);
    const body = res.json() as { message: string; errors: Record<string, string[]> };
    expect(body.errors).toEqual({
      email: [it_('validation.invalidEmail')],
      password: [it_('zod.invalidType', { expected: 'string', received: 'number' })],
      firstName: [it_('validation.tooLong', { max: 100 })],
    });
    expect(body.errors.firstName).toEqual(['Può contenere al massimo 100 caratteri']);
    expect(body.message).toBe('Indirizzo email non valido');
  });

  it('English stays SPEC’s', async () => {
    const res = await agentAt(t).post('/api/auth/register', { email: 'anna@example.com', password: 'abc' });
    expect(res.json().message).toBe('Password must be at least 6 characters');
    expect(res.json().message).toBe(en('validation.passwordMin'));
  });
});
