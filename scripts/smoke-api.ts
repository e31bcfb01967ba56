// The API smoke test of one running instance, over HTTP only (deploy/check-previous-release.sh runs it
// against the previous release and the new one sharing a database during a rolling upgrade):
//
//   node --import tsx scripts/smoke-api.ts <base-url> [--other <base-url>] [--smtp-port <n>]
//        [--save <file>] [--check <file>] [--checkout]
//
// A parent registers (the 6-digit code read from the mail the instance sends to the SMTP capture this
// script runs on --smtp-port: point the instance's SMTP_URL there), verifies and signs in; the admin
// (SMOKE_ADMIN_USERNAME / SMOKE_ADMIN_PASSWORD, the instance's ADMIN_* bootstrap) makes a bracelet batch;
// the parent activates one, saves the child's data with a protected field, the responder reads the page
// (HTML and JSON), unlocks with the PIN, and the parent gets the scan alert; --checkout creates a PayPal
// order (the instance pointed at a PayPal stand-in). With --other, what was written here is read there
// (HTML and JSON) and an edit made there is read here at once: the instances tell each other (LISTEN/
// NOTIFY). --save writes the parent and the tag to a file; --check reads one and asks that they still
// work (data from before an upgrade).
//
// It talks HTTP to the instances and imports nothing of the server: a release's smoke is the API that
// release promises, and the previous release's copy of this file tests the previous release. Keep the
// command line above stable across releases (the check script calls every release's copy the same way).
import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { HttpClient } from '../tests/helpers/http-client.ts';
import { codeFromMail, SmtpReceiver } from '../tests/helpers/smtp-receiver.ts';

/**
 * What --save writes and --check reads: another release's copy of this file may read it, so only add to
 * it. `field` is the content of a public field the tag's page shows.
 */
type Saved = {
  email: string;
  password: string;
  tagId: string;
  uniqueCode: string;
  childName: string;
  field: string;
};

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    other: { type: 'string' },
    'smtp-port': { type: 'string' },
    save: { type: 'string' },
    check: { type: 'string' },
    checkout: { type: 'boolean', default: false },
  },
});
const base = positionals[0]?.replace(/\/+$/, '');
if (!base) {
  process.stderr.write(
    'Usage: smoke-api.ts <base-url> [--other <base-url>] [--smtp-port <n>] [--save|--check <file>]\n',
  );
  process.exit(2);
}
const other = values.other?.replace(/\/+$/, '');
const started = Date.now();
const run = randomBytes(4).toString('hex');
/** A made-up client address per run (the instances trust one proxy hop): per-IP limits stay out of the way. */
const clientIp = `198.51.100.${1 + (randomBytes(1)[0]! % 250)}`;
/** A phone's browser: a scan by a bot or a crawler alerts nobody. */
const PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';

function fail(step: string, detail: string): never {
  throw new Error(`${step}: ${detail}`);
}

type Answer = Awaited<ReturnType<HttpClient['request']>>;

/** The answer when its status is the expected one; otherwise the step fails with what came back. */
function expectStatus(step: string, answer: Answer, status: number): Answer {
  if (answer.status !== status)
    fail(step, `answered ${answer.status}, not ${status}: ${answer.body.slice(0, 300)}`);
  return answer;
}

function expectText(step: string, text: string, wanted: string) {
  if (!text.includes(wanted)) fail(step, `${JSON.stringify(wanted)} is missing from ${text.slice(0, 300)}`);
}

async function step<T>(name: string, body: () => Promise<T>): Promise<T> {
  const result = await body();
  process.stdout.write(`   ok  ${name}\n`);
  return result;
}

/** The responder's page and JSON of a tag on one instance: its child's name, the public field. */
async function readPublic(where: string, code: string, childName: string, field: string) {
  const responder = new HttpClient({ 'x-forwarded-for': clientIp, 'user-agent': PHONE });
  const page = expectStatus(`GET ${where}/tag/${code}`, await responder.get(where, `/tag/${code}`), 200);
  expectText(`GET ${where}/tag/${code}`, page.body, childName);
  expectText(`GET ${where}/tag/${code}`, page.body, field);
  const json = expectStatus(
    `GET ${where}/api/tag/${code}`,
    await responder.get(where, `/api/tag/${code}`),
    200,
  );
  const tag = json.json<{ childName: string; fields: Array<{ content: string }> }>();
  if (tag.childName !== childName) fail(`GET ${where}/api/tag/${code}`, `childName is ${tag.childName}`);
  if (!tag.fields.some((f) => f.content === field)) fail(`GET ${where}/api/tag/${code}`, `no field ${field}`);
  return tag;
}

async function signIn(where: string, email: string, password: string): Promise<HttpClient> {
  const parent = new HttpClient({ 'x-forwarded-for': clientIp });
  expectStatus(`sign in on ${where}`, await parent.post(where, '/api/auth/login', { email, password }), 200);
  return parent;
}

/** Saves the child's data and fields on `where`, then reads the page on each of `readers` at once. */
async function edit(parent: HttpClient, where: string, saved: Saved, version: string, readers: string[]) {
  const fields = [
    { title: 'Allergies', content: `Peanuts ${version}` },
    { title: 'Medications', content: `Inhaler ${version}`, visibility: 'protected' },
  ];
  const body = { childName: saved.childName, childAge: 7, fields, consent: true };
  const saving = `save the tag on ${where}`;
  expectStatus(saving, await parent.put(where, `/api/tags/${saved.tagId}/config`, body), 200);
  for (const reader of readers)
    await readPublic(reader, saved.uniqueCode, saved.childName, `Peanuts ${version}`);
}

async function main() {
  process.stdout.write(`== smoke ${base}${other ? ` (cross-reads on ${other})` : ''}\n`);
  // The capture the instance mails to: on a fixed port, since the instance was started with it.
  const smtp = values['smtp-port'] ? await new SmtpReceiver().start(Number(values['smtp-port'])) : undefined;
  try {
    await step('GET /readyz', async () => {
      expectStatus('GET /readyz', await new HttpClient().get(base!, '/readyz'), 200);
    });

    if (values.check) {
      const before = JSON.parse(await readFile(values.check, 'utf8')) as Saved;
      await step(`data from ${values.check}: the parent signs in, the tag's page reads`, async () => {
        const parent = await signIn(base!, before.email, before.password);
        const list = expectStatus('GET /api/tags', await parent.get(base!, '/api/tags'), 200);
        expectText('GET /api/tags', list.body, before.uniqueCode);
        await readPublic(base!, before.uniqueCode, before.childName, before.field);
      });
    }

    const email = `smoke-${run}@example.test`;
    const password = `smoke-password-${run}`;
    const parent = new HttpClient({ 'x-forwarded-for': clientIp });
    await step('register, the code from the mail, verify', async () => {
      if (!smtp) fail('register', 'needs --smtp-port to read the verification code');
      const body = { email, password, firstName: 'Smoke', lastName: 'Test' };
      expectStatus('register', await parent.post(base!, '/api/auth/register', body), 201);
      const code = codeFromMail(await smtp.waitFor(email));
      const verified = await parent.post(base!, '/api/auth/verify-email', { email, verificationCode: code });
      expectStatus('verify', verified, 200);
    });
    await step('sign in', async () => {
      expectStatus('sign in', await parent.post(base!, '/api/auth/login', { email, password }), 200);
      expectStatus('GET /api/auth/user', await parent.get(base!, '/api/auth/user'), 200);
    });

    const uniqueCode = await step('admin signs in and makes a bracelet batch', async () => {
      const username = process.env.SMOKE_ADMIN_USERNAME;
      const adminPassword = process.env.SMOKE_ADMIN_PASSWORD;
      if (!username || !adminPassword)
        fail('admin', 'SMOKE_ADMIN_USERNAME and SMOKE_ADMIN_PASSWORD are unset');
      const admin = new HttpClient({ 'x-forwarded-for': clientIp });
      const login = { username, password: adminPassword };
      expectStatus('admin sign-in', await admin.post(base!, '/api/admin/login', login), 200);
      const batch = expectStatus(
        'POST /api/admin/tags',
        await admin.post(base!, '/api/admin/tags', { count: 2 }),
        201,
      );
      return batch.json<{ tags: Array<{ uniqueCode: string }> }>().tags[0]!.uniqueCode;
    });

    const saved: Saved = await step('the parent activates a bracelet', async () => {
      const activated = await parent.post(base!, '/api/tags/activate', { uniqueCode });
      const { id } = expectStatus('activate', activated, 200).json<{ id: string }>();
      // `field`: what edit(…, 'v1') saves, the state the tag is left in.
      return { email, password, tagId: id, uniqueCode, childName: `Mia ${run}`, field: 'Peanuts v1' };
    });
    await step("saves the child's name, age and fields; the responder reads the page and its JSON", () =>
      edit(parent, base!, saved, 'v1', [base!]),
    );

    await step('the PIN shows the protected field', async () => {
      const details = expectStatus(
        'GET /api/tags/:id',
        await parent.get(base!, `/api/tags/${saved.tagId}`),
        200,
      );
      const { pin } = details.json<{ pin: string }>();
      const responder = new HttpClient({ 'x-forwarded-for': clientIp });
      const unlocked = await responder.post(base!, `/api/tag/${uniqueCode}/unlock`, { pin });
      expectText('unlock', expectStatus('unlock', unlocked, 200).body, 'Inhaler v1');
    });

    await step('the scan alert reaches the parent', async () => {
      if (!smtp) fail('scan alert', 'needs --smtp-port');
      const mail = await smtp.waitFor(email, (m) => m.subject.includes(saved.childName), 15_000);
      expectText('scan alert', mail.text, `/history/${saved.tagId}`);
    });

    if (other) {
      await step(`written here, read on ${other}; edited there, read here at once`, async () => {
        await readPublic(other, uniqueCode, saved.childName, saved.field);
        // Read (so cached) here before the edit there: the other instance's NOTIFY must clear it.
        await readPublic(base!, uniqueCode, saved.childName, saved.field);
        const there = await signIn(other, email, password);
        await edit(there, other, saved, 'v2', [base!, other]);
        await edit(parent, base!, saved, 'v1', [other, base!]);
      });
    }

    if (values.checkout) {
      await step('checkout: a PayPal order for two bracelets', async () => {
        const buyer = new HttpClient({ 'x-forwarded-for': clientIp });
        const order = await buyer.post(base!, '/api/paypal/order', { quantity: 2 });
        const { id } = expectStatus('POST /api/paypal/order', order, 201).json<{ id: string }>();
        if (!id) fail('POST /api/paypal/order', 'no order id');
      });
    }

    if (values.save) await writeFile(values.save, JSON.stringify(saved));
    process.stdout.write(`== smoke ok (${((Date.now() - started) / 1000).toFixed(1)} s)\n`);
  } finally {
    await smtp?.stop();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(
    `== smoke FAILED against ${base}: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
