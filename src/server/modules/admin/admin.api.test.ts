import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';

import { admins } from '#server/db/schema/index.ts';
import { verifyPassword } from '#server/lib/password.ts';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import type { TestAgent } from '#tests/helpers/test-agent.ts';
import { adminAgent, agentFor, createAdmin, createUser } from '#tests/factories/users.ts';
import { createTag } from '#tests/factories/tags.ts';
import { en } from '#tests/helpers/messages.ts';

describe('admin accounts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('POST /api/admin/login signs in; GET /api/admin/check then says isAdmin; logout ends it', async () => {
    const admin = await createAdmin(t, { username: 'alice', password: 'secret-pass-1' });
    const agent = t.agent();
    expect((await agent.get('/api/admin/check')).json()).toEqual({ isAdmin: false });

    const res = await agent.post('/api/admin/login', { username: 'alice', password: 'secret-pass-1' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ username: admin.username });
    const cookie = res.cookies.find((c) => c.name === 'admin_sid');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect((await agent.get('/api/admin/check')).json()).toEqual({ isAdmin: true });
    expect((await agent.get('/api/admin/media')).statusCode).toBe(200);

    expect((await agent.post('/api/admin/logout')).statusCode).toBe(200);
    expect((await agent.get('/api/admin/check')).json()).toEqual({ isAdmin: false });
    expect((await agent.get('/api/admin/media')).statusCode).toBe(401);
  });

  it('a stolen cookie stops working after logout (the session is deleted, not just the cookie)', async () => {
    await createAdmin(t, { username: 'bob', password: 'secret-pass-2' });
    const agent = t.agent();
    await agent.post('/api/admin/login', { username: 'bob', password: 'secret-pass-2' });
    const stolen = agent.cookies.get('admin_sid')!;
    await agent.post('/api/admin/logout');
    const thief = t.agent();
    thief.cookies.set('admin_sid', stolen);
    expect((await thief.get('/api/admin/check')).json()).toEqual({ isAdmin: false });
  });

  it('wrong password and unknown username both answer 401 Invalid credentials', async () => {
    await createAdmin(t, { username: 'carol', password: 'secret-pass-3' });
    const wrong = await t.agent().post('/api/admin/login', { username: 'carol', password: 'not-the-one' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: en('errors.invalidAdminCredentials') });
    const unknown = await t.agent().post('/api/admin/login', { username: 'nobody', password: 'whatever1' });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual({ message: en('errors.invalidAdminCredentials') });
  });

  it('validation: username required, password at least 6', async () => {
    const res = await t.agent().post('/api/admin/login', { username: '', password: '123' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Username is required');
    expect(res.json().errors.password).toEqual(['Password must be at least 6 characters']);
  });

  it('a parent session is not an admin session', async () => {
    const parent = await agentFor(t, await createUser(t));
    expect((await parent.get('/api/admin/check')).json()).toEqual({ isAdmin: false });
    expect((await parent.get('/api/admin/content')).statusCode).toBe(401);
  });

  it('check answers false (200) for a garbage cookie', async () => {
    const agent = t.agent();
    agent.cookies.set('admin_sid', 'garbage');
    const res = await agent.get('/api/admin/check');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ isAdmin: false });
  });

  it('five wrong passwords lock the username for 15 minutes, even with the right password', async () => {
    await createAdmin(t, { username: 'dave', password: 'secret-pass-4' });
    for (let i = 0; i < 5; i++) {
      const res = await t.agent().post('/api/admin/login', { username: 'dave', password: `wrong-${i}-pass` });
      expect(res.statusCode).toBe(401);
    }
    const locked = await t.agent().post('/api/admin/login', { username: 'dave', password: 'secret-pass-4' });
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBeDefined();
    t.clock.advance(15 * 60 * 1000 + 1000);
    const ok = await t.agent().post('/api/admin/login', { username: 'dave', password: 'secret-pass-4' });
    expect(ok.statusCode).toBe(200);
  });

  it('a success clears the failure count', async () => {
    await createAdmin(t, { username: 'erin', password: 'secret-pass-5' });
    for (let i = 0; i < 4; i++) {
      await t.agent().post('/api/admin/login', { username: 'erin', password: 'wrong-password' });
    }
    await t.agent().post('/api/admin/login', { username: 'erin', password: 'secret-pass-5' });
    for (let i = 0; i < 4; i++) {
      await t.agent().post('/api/admin/login', { username: 'erin', password: 'wrong-password' });
    }
    const ok = await t.agent().post('/api/admin/login', { username: 'erin', password: 'secret-pass-5' });
    expect(ok.statusCode).toBe(200);
  });

  it('one IP is limited to 30 attempts per 15 minutes across usernames', async () => {
    const app = await createTestApp({ env: { TRUST_PROXY: '1' } });
    try {
      const a = app.agent();
      a.headers['x-forwarded-for'] = '198.51.100.7';
      for (let i = 0; i < 30; i++) {
        const res = await a.post('/api/admin/login', { username: `user-${i}`, password: 'wrong-password' });
        expect(res.statusCode).toBe(401);
      }
      const blocked = await a.post('/api/admin/login', { username: 'someone', password: 'wrong-password' });
      expect(blocked.statusCode).toBe(429);
      const other = app.agent();
      other.headers['x-forwarded-for'] = '198.51.100.8';
      expect(
        (await other.post('/api/admin/login', { username: 'x', password: 'wrong-password' })).statusCode,
      ).toBe(401);
    } finally {
      await app.close();
    }
  });

  it('never logs the password', async () => {
    await createAdmin(t, { username: 'frank', password: 'super-secret-password-xyz' });
    await t.agent().post('/api/admin/login', { username: 'frank', password: 'super-secret-password-xyz' });
    await t.agent().post('/api/admin/login', { username: 'frank', password: 'another-secret-attempt' });
    expect(t.logText()).not.toContain('super-secret-password-xyz');
    expect(t.logText()).not.toContain('another-secret-attempt');
  });
});

describe('ADMIN_* bootstrap', () => {
  const env = {
    ADMIN_USERNAME: 'owner',
    ADMIN_PASSWORD: 'first-password',
    ADMIN_EMAIL: 'owner@example.test',
  };

  it('creates the configured admin once; a second start with another password keeps the first and warns', async () => {
    const first = await createTestApp({ env });
    try {
      const rows = await first.db.select().from(admins).where(eq(admins.username, 'owner'));
      expect(rows).toHaveLength(1);
      expect(rows[0]!.email).toBe('owner@example.test');
      expect(rows[0]!.password).not.toContain('first-password');
      expect(await verifyPassword(rows[0]!.password, 'first-password')).toBe(true);

      // Same database, same variables: nothing new.
      const again = await createTestApp({ env, database: first.database });
      await again.close();
      // Same database, another password: kept, with a warning that names no password.
      const changed = await createTestApp({
        env: { ...env, ADMIN_PASSWORD: 'second-password' },
        database: first.database,
      });
      try {
        const after = await changed.db.select().from(admins).where(eq(admins.username, 'owner'));
        expect(after).toHaveLength(1);
        expect(after[0]!.id).toBe(rows[0]!.id);
        expect(await verifyPassword(after[0]!.password, 'first-password')).toBe(true);
        const warning = changed.logs().find((l) => String(l.msg).includes('ADMIN_PASSWORD differs'));
        expect(warning?.level).toBe(40);
        expect(changed.logText()).not.toContain('second-password');
        expect(changed.logText()).not.toContain('first-password');

        const login = await changed
          .agent()
          .post('/api/admin/login', { username: 'owner', password: 'first-password' });
        expect(login.statusCode).toBe(200);
      } finally {
        await changed.close();
      }
    } finally {
      await first.close();
    }
  });
});

describe('bracelet inventory API', () => {
  let t: TestApp;
  let admin: TestAgent;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminAgent(t, await createAdmin(t));
  });
  afterAll(async () => {
    await t.close();
  });

  it('anonymous and parents get 401 on every inventory call', async () => {
    const parent = await agentFor(t, await createUser(t));
    for (const agent of [t.agent(), parent]) {
      expect((await agent.post('/api/admin/tags', { count: 1 })).statusCode).toBe(401);
      expect((await agent.get('/api/admin/tags')).statusCode).toBe(401);
      expect((await agent.get('/api/admin/tags.csv')).statusCode).toBe(401);
    }
  });

  it('POST {count} → 201 with that many new bracelets', async () => {
    const res = await admin.post('/api/admin/tags', { count: 3 });
    expect(res.statusCode).toBe(201);
    const { tags } = res.json() as { tags: Array<{ id: string; uniqueCode: string; physicalId: string }> };
    expect(tags).toHaveLength(3);
    for (const tag of tags) {
      expect(tag.uniqueCode).toMatch(/^[0-9A-HJKMNP-TV-Z]{12}$/);
      expect(tag.physicalId).toBeTruthy();
    }
  });

  it('POST {physicalIds} keeps them (without separators); a taken one → 409 and nothing written', async () => {
    const res = await admin.post('/api/admin/tags', { physicalIds: ['04:A1:B2:C3', '04:A1:B2:C4'] });
    expect(res.statusCode).toBe(201);
    expect(res.json().tags.map((t: { physicalId: string }) => t.physicalId)).toEqual([
      '04A1B2C3',
      '04A1B2C4',
    ]);
    const before = (await admin.get('/api/admin/tags?pageSize=500')).json().total;
    const dup = await admin.post('/api/admin/tags', { physicalIds: ['04:A1:B2:C9', '04:A1:B2:C3'] });
    expect(dup.statusCode).toBe(409);
    expect((await admin.get('/api/admin/tags?pageSize=500')).json().total).toBe(before);
  });

  it('POST with a bad body → 400', async () => {
    expect((await admin.post('/api/admin/tags', { count: 0 })).statusCode).toBe(400);
    expect((await admin.post('/api/admin/tags', { count: 2, physicalIds: ['A'] })).statusCode).toBe(400);
    expect((await admin.post('/api/admin/tags', { physicalIds: ['bad id!'] })).statusCode).toBe(400);
  });

  it('GET lists pages with status; a bad page → 400', async () => {
    const user = await createUser(t);
    await createTag(t, {
      userId: user.id,
      childName: 'Mia',
      fields: [{ title: 'Allergies', content: 'Nuts' }],
    });
    const page1 = (await admin.get('/api/admin/tags?page=1&pageSize=2')).json();
    expect(page1.items).toHaveLength(2);
    expect(page1.page).toBe(1);
    expect(page1.pageSize).toBe(2);
    expect(page1.total).toBeGreaterThanOrEqual(6);
    const all = (await admin.get('/api/admin/tags?pageSize=500')).json();
    expect(all.items.map((i: { status: string }) => i.status)).toEqual(
      expect.arrayContaining(['configured', 'unowned']),
    );
    expect((await admin.get('/api/admin/tags?page=0')).statusCode).toBe(400);
    expect((await admin.get('/api/admin/tags?pageSize=abc')).statusCode).toBe(400);
  });

  it("GET says whether PUBLIC_URL, the activation links' base, is a local address", async () => {
    const publicSite = (await admin.get('/api/admin/tags')).json();
    expect(publicSite).toMatchObject({ publicUrl: 'http://safekid.test', publicUrlIsLocal: false });

    const local = await createTestApp({ env: { PUBLIC_URL: 'http://192.168.1.20:5000' } });
    try {
      const localAdmin = await adminAgent(local, await createAdmin(local));
      const res = (await localAdmin.get('/api/admin/tags')).json();
      expect(res).toMatchObject({ publicUrl: 'http://192.168.1.20:5000', publicUrlIsLocal: true });
    } finally {
      await local.close();
    }
  });

  it('GET tags.csv downloads every bracelet with its activation URL', async () => {
    const res = await admin.get('/api/admin/tags.csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toContain('attachment');
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toBe('uniqueCode,physicalId,activationUrl');
    const total = (await admin.get('/api/admin/tags?pageSize=500')).json().total;
    expect(lines).toHaveLength(total + 1);
    expect(res.body).toContain('http://safekid.test/activate-bracelet/04A1B2C3');
  });
});
