// The embedded database (PGlite in DATA_DIR) after kill -9: every write the API answered is still there
// when the server starts again, and so is the session. No PostgreSQL needed.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeFromMail, SmtpReceiver } from '../helpers/smtp-receiver.ts';
import {
  HttpClient,
  killHard,
  makeDataDir,
  startInstance,
  stopGracefully,
  type Instance,
} from '../cluster/cluster-support.ts';

const tagConfig = (n: number) => ({
  childName: `Embedded child ${n}`,
  childAge: 1 + (n % 18),
  fields: Array.from({ length: 10 }, (_, i) => ({
    title: `e${n} title ${i + 1}`,
    content: `e${n} content ${i + 1}`,
  })),
});

describe('kill -9 with the embedded database', () => {
  let data: { dir: string; remove(): Promise<void> };
  let smtp: SmtpReceiver;
  let env: Record<string, string>;
  let instance: Instance | undefined;

  beforeAll(async () => {
    data = await makeDataDir('safekid-embedded-crash');
    smtp = await new SmtpReceiver().start();
    env = {
      DATA_DIR: data.dir,
      CLIENT_DIST_DIR: `${data.dir}/no-client-build`,
      SMTP_URL: smtp.url,
      LOG_LEVEL: 'info',
    };
  });
  afterAll(async () => {
    if (instance) await stopGracefully(instance);
    await smtp?.stop();
    await data?.remove();
  });

  it('keeps every committed write (account, session, tags, edits) across three kill -9 restarts', async () => {
    instance = await startInstance(env);
    const parent = new HttpClient();
    const email = `embedded-${randomBytes(4).toString('hex')}@example.test`;
    expect(
      (await parent.post(instance.url, '/api/auth/register', { email, password: 'correct-horse-battery' }))
        .status,
    ).toBe(201);
    const code = codeFromMail(await smtp.waitFor(email));
    expect(
      (await parent.post(instance.url, '/api/auth/verify-email', { email, verificationCode: code })).status,
    ).toBe(200);

    const created: Array<{ id: string; uniqueCode: string }> = [];
    for (let cycle = 1; cycle <= 3; cycle++) {
      const res = await parent.post(instance.url, '/api/tags', tagConfig(cycle * 10));
      expect(res.status).toBe(201);
      created.push(res.json<{ id: string; uniqueCode: string }>());
      const edited = await parent.put(instance.url, `/api/tags/${created[0]!.id}/config`, tagConfig(cycle));
      expect(edited.status).toBe(200);

      // Killed right after the last answer: no shutdown hook, no checkpoint, no close.
      await killHard(instance);
      instance = await startInstance(env);

      const me = await parent.get(instance.url, '/api/auth/user');
      expect(me.status).toBe(200);
      expect(me.json()).toMatchObject({ email, isEmailVerified: true });
      const list = await parent.get(instance.url, '/api/tags');
      expect(list.status).toBe(200);
      expect(
        list
          .json<Array<{ id: string }>>()
          .map((t) => t.id)
          .sort(),
      ).toEqual(created.map((t) => t.id).sort());
      const first = await parent.get(instance.url, `/api/tags/${created[0]!.id}`);
      expect(first.json()).toMatchObject(tagConfig(cycle));
      for (const [i, tag] of created.entries()) {
        if (i === 0) continue;
        const page = await new HttpClient().get(instance.url, `/api/tag/${tag.uniqueCode}`);
        expect(page.status).toBe(200);
        expect(page.json()).toMatchObject({ childName: tagConfig((i + 1) * 10).childName });
      }
    }
  });
});
