// /metrics shows each figure of issue 33 where it happens: requests by route pattern and status, the
// public page cache, the scan writer, mails sent, failed and retried, rate-limit refusals, the
// database's outages and pool, the process. No tag code, e-mail or address ever appears in it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNKNOWN_CODE_LIMIT } from '#server/modules/public-tag/public-tag.service.ts';
import { SCAN_ALERT_RETRY_GAP_MS } from '#server/modules/scans/scan-alerts.ts';
import { ownedTag, phone } from '#server/modules/scans/scan-test-support.ts';
import { randomCode } from '#tests/factories/tags.ts';
import { createUser } from '#tests/factories/users.ts';
import { startOutage, type Outage } from '#tests/helpers/database-outage.ts';
import { SmtpReceiver } from '#tests/helpers/smtp-receiver.ts';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import { parseExposition, sampleValue } from './metrics-exposition.test-support.ts';

const TOKEN = 'metrics-token-for-tests-0123456789abcdef';
/** Client addresses the app sees (X-Forwarded-For, TRUST_PROXY=1): none may reach /metrics. */
const RESPONDER_IP = '203.0.113.77';
const GUESSER_IP = '198.51.100.23';

async function scrape(t: TestApp): Promise<string> {
  const res = await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
  return res.body;
}

/** The figure's value now (0 when it has no such sample yet). */
async function figure(t: TestApp, name: string, labels: Record<string, string> = {}): Promise<number> {
  return sampleValue(parseExposition(await scrape(t)), name, labels);
}

describe('/metrics', () => {
  let t: TestApp;
  let smtp: SmtpReceiver;
  /** Every secret the requests below carried: codes, e-mails, addresses. */
  const secrets: string[] = [RESPONDER_IP, GUESSER_IP];

  beforeAll(async () => {
    smtp = await new SmtpReceiver().start();
    t = await createTestApp({ env: { SMTP_URL: smtp.url, METRICS_TOKEN: TOKEN, TRUST_PROXY: '1' } });
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  const open = (code: string, ip = RESPONDER_IP) =>
    t.app.inject({ url: `/tag/${code}`, headers: { 'user-agent': phone(), 'x-forwarded-for': ip } });

  it('counts public page look-ups by route pattern and status, and the cache: a miss, then hits', async () => {
    const { owner, tag } = await ownedTag(t);
    secrets.push(tag.uniqueCode, owner.email);
    const page = { method: 'GET', route: '/tag/:uniqueCode', status: '200' };
    const requests = await figure(t, 'safekid_http_request_duration_seconds_count', page);
    const misses = await figure(t, 'safekid_public_page_cache_total', { result: 'miss' });
    const hits = await figure(t, 'safekid_public_page_cache_total', { result: 'hit' });

    expect((await open(tag.uniqueCode)).statusCode).toBe(200);
    expect((await open(tag.uniqueCode)).statusCode).toBe(200);
    expect((await open(tag.uniqueCode)).statusCode).toBe(200);
    // Their scans and alerts go now: the tests below read the writer's figures from zero.
    await t.app.deps.services.scans.flush();
    await t.app.deps.services.scans.alertsSettled();

    expect(await figure(t, 'safekid_http_request_duration_seconds_count', page)).toBe(requests + 3);
    expect(await figure(t, 'safekid_public_page_cache_total', { result: 'miss' })).toBe(misses + 1);
    expect(await figure(t, 'safekid_public_page_cache_total', { result: 'hit' })).toBe(hits + 2);
  });

  it('labels a request no route matched as unmatched, never with its address', async () => {
    const code = randomCode();
    secrets.push(code);
    const res = await t.app.inject({ method: 'POST', url: `/api/no-such/${code}` });
    expect(res.statusCode).toBe(404);
    const unmatched = { method: 'POST', route: 'unmatched', status: '404' };
    expect(await figure(t, 'safekid_http_request_duration_seconds_count', unmatched)).toBeGreaterThan(0);
  });

  it("shows the scan writer's queue, then the write that empties it", async () => {
    const { owner, tag } = await ownedTag(t, { alertsEnabled: false });
    secrets.push(tag.uniqueCode, owner.email);
    const writes = await figure(t, 'safekid_scan_write_duration_seconds_count');
    expect((await open(tag.uniqueCode)).statusCode).toBe(200);
    expect(await figure(t, 'safekid_scan_queue_length')).toBe(1);

    await t.app.deps.services.scans.flush();
    expect(await figure(t, 'safekid_scan_queue_length')).toBe(0);
    expect(await figure(t, 'safekid_scan_write_duration_seconds_count')).toBe(writes + 1);
    expect(await figure(t, 'safekid_scan_write_failures_total')).toBe(0);
  });

  it('counts mails by kind: a scan alert the SMTP server refused, its retry, and the mail that went', async () => {
    const kind = { kind: 'scan alert' };
    const failed = await figure(t, 'safekid_mails_failed_total', kind);
    const sent = await figure(t, 'safekid_mails_sent_total', kind);
    const retried = await figure(t, 'safekid_mail_retries_total', kind);
    const { owner, tag } = await ownedTag(t);
    secrets.push(tag.uniqueCode, owner.email);

    smtp.rejectWith = 'Service not available';
    expect((await open(tag.uniqueCode)).statusCode).toBe(200);
    await t.app.deps.services.scans.flush();
    await t.app.deps.services.scans.alertsSettled();
    expect(await figure(t, 'safekid_mails_failed_total', kind)).toBe(failed + 1);
    expect(await figure(t, 'safekid_mails_sent_total', kind)).toBe(sent);

    smtp.rejectWith = undefined;
    t.clock.advance(SCAN_ALERT_RETRY_GAP_MS);
    expect(await t.app.deps.services.scanAlerts.mailMissed()).toBe(1);
    await smtp.waitFor(owner.email);
    expect(await figure(t, 'safekid_mail_retries_total', kind)).toBe(retried + 1);
    expect(await figure(t, 'safekid_mails_sent_total', kind)).toBe(sent + 1);
    expect(await figure(t, 'safekid_mails_failed_total', kind)).toBe(failed + 1);
  });

  it("counts rate-limit refusals by the rule's family, without the address counted", async () => {
    const family = { rule: 'public-tag:miss:ip' };
    const refusals = await figure(t, 'safekid_rate_limit_refusals_total', family);
    for (let i = 0; i < UNKNOWN_CODE_LIMIT.limit; i++) {
      const code = randomCode();
      secrets.push(code);
      expect((await open(code, GUESSER_IP)).statusCode).toBe(404);
    }
    const code = randomCode();
    secrets.push(code);
    expect((await open(code, GUESSER_IP)).statusCode).toBe(429);
    expect(await figure(t, 'safekid_rate_limit_refusals_total', family)).toBe(refusals + 1);
    const refused = { method: 'GET', route: '/tag/:uniqueCode', status: '429' };
    expect(await figure(t, 'safekid_http_request_duration_seconds_count', refused)).toBe(1);
  });

  it("counts a login's refusals under its family, never the e-mail that was tried", async () => {
    const { email } = await createUser(t);
    secrets.push(email);
    const family = { rule: 'auth:login-fail:account' };
    const refusals = await figure(t, 'safekid_rate_limit_refusals_total', family);
    const agent = t.agent();
    let status = 0;
    for (let i = 0; i < 20 && status !== 429; i++) {
      const res = await agent.post('/api/auth/login', { email, password: 'wrong-password' });
      status = res.statusCode;
    }
    expect(status).toBe(429);
    expect(await figure(t, 'safekid_rate_limit_refusals_total', family)).toBe(refusals + 1);
  });

  it('shows the process figures', async () => {
    const text = await scrape(t);
    expect(text).toMatch(/^process_cpu_user_seconds_total \d/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
  });

  it("shows the PostgreSQL pool's connections; the embedded database has no pool", async () => {
    const samples = parseExposition(await scrape(t)).filter(
      (s) => s.name === 'safekid_database_pool_connections',
    );
    const postgres = t.database.kind === 'postgres';
    expect(samples.map((s) => s.labels.state).sort()).toEqual(postgres ? ['idle', 'total', 'waiting'] : []);
    if (postgres)
      expect(sampleValue(samples, 'safekid_database_pool_connections', { state: 'total' })).toBeGreaterThan(
        0,
      );
  });

  it('never shows a tag code, an e-mail or an address the requests above carried', async () => {
    expect(secrets.length).toBeGreaterThan(25);
    const text = await scrape(t);
    expect(secrets.filter((secret) => text.includes(secret))).toEqual([]);
    expect(text).not.toMatch(/@/);
    expect(text).not.toMatch(/\b\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}\b/);
  });
});

describe('/metrics while the database is unreachable', () => {
  let outage: Outage;
  let t: TestApp;

  beforeAll(async () => {
    outage = await startOutage();
    t = await createTestApp({ database: outage.database, env: { METRICS_TOKEN: TOKEN } });
  });
  afterAll(async () => {
    await outage.restore();
    await t.close();
    await outage.close();
  });

  it('counts the requests answered 503 and the scan writes the database refused', async () => {
    const { tag } = await ownedTag(t, { alertsEnabled: false });
    await outage.cut();
    const before = await figure(t, 'safekid_database_unavailable_total', { source: 'request' });
    const res = await t
      .agent()
      .post('/api/auth/login', { email: 'someone@example.com', password: 'password-1' });
    expect(res.statusCode).toBe(503);
    expect(await figure(t, 'safekid_database_unavailable_total', { source: 'request' })).toBe(before + 1);

    t.app.deps.services.scans.record({
      code: tag.uniqueCode,
      client: { ip: RESPONDER_IP, userAgent: phone() },
      language: 'en',
    });
    await t.app.deps.services.scans.flush().catch(() => undefined);
    expect(await figure(t, 'safekid_scan_write_failures_total')).toBe(1);
    expect(await figure(t, 'safekid_scan_queue_length')).toBe(1);
  });
});
