// Two app processes on one PostgreSQL database record scans (issue 16): one client's repeats, sent to
// both instances at once, are one scan and one alert; in lost mode every opening is its own scan.
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALERT_MAIL_BUDGET } from '#server/modules/scans/scans.repo.ts';
import { SmtpReceiver } from '../helpers/smtp-receiver.ts';
import {
  connect,
  createEmptyDatabase,
  makeDataDir,
  startInstances,
  stopGracefully,
  type ClusterDatabase,
  type Instance,
} from './cluster-support.ts';

const PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36';
const OPENINGS = 8;

describe('scans from two instances', () => {
  let database: ClusterDatabase;
  let data: { dir: string; remove(): Promise<void> };
  let smtp: SmtpReceiver;
  let sql: pg.Client;
  let instances: Instance[];

  beforeAll(async () => {
    database = await createEmptyDatabase('safekid_scans');
    data = await makeDataDir('safekid-scans');
    smtp = await new SmtpReceiver().start();
    const env = {
      DATABASE_URL: database.url,
      DATA_DIR: data.dir,
      CLIENT_DIST_DIR: `${data.dir}/no-client-build`,
      SMTP_URL: smtp.url,
      TRUST_PROXY: '1',
      LOG_LEVEL: 'info',
    };
    instances = await startInstances([env, env]);
    sql = await connect(database.url);
  });

  afterAll(async () => {
    await sql?.end();
    await Promise.all((instances ?? []).map(stopGracefully));
    await smtp?.stop();
    await database?.drop();
    await data?.remove();
  });

  async function ownedTag(code: string, email: string, lost: boolean) {
    const user = await sql.query<{ id: string }>(
      `insert into users (email, password, is_email_verified) values ($1, 'x', true) returning id`,
      [email],
    );
    const tag = await sql.query<{ id: string }>(
      `insert into tags (unique_code, user_id, child_name, is_active, lost_until)
       values ($1, $2, 'Mia', 'true', ${lost ? "now() + interval '4 hours'" : 'null'}) returning id`,
      [code, user.rows[0]!.id],
    );
    return tag.rows[0]!.id;
  }

  /** One client (one address, one browser) opening the page on both instances at once. */
  async function openEverywhere(code: string, ip: string) {
    const answers = await Promise.all(
      Array.from({ length: OPENINGS }, (_, i) =>
        fetch(`${instances[i % 2]!.url}/tag/${code}`, {
          headers: { 'user-agent': PHONE, 'x-forwarded-for': ip },
        }).then((r) => r.status),
      ),
    );
    expect(answers).toEqual(Array(OPENINGS).fill(200));
  }

  const countScans = async (tagId: string) =>
    (
      await sql.query<{ n: number; lost: number }>(
        'select count(*)::int as n, count(*) filter (where while_lost)::int as lost from scan_events where tag_id = $1',
        [tagId],
      )
    ).rows[0]!;

  it('one client on both instances: one scan, one alert; lost mode: every opening', async () => {
    const usual = await ownedTag('CLUSTERSCAN1', 'usual@example.test', false);
    const lost = await ownedTag('CLUSTERSCAN2', 'lost@example.test', true);
    await openEverywhere('CLUSTERSCAN1', '198.51.100.10');
    await openEverywhere('CLUSTERSCAN2', '198.51.100.11');
    // A graceful stop writes what is queued and sends its alerts.
    await Promise.all(instances.map(stopGracefully));

    expect(await countScans(usual)).toEqual({ n: 1, lost: 0 });
    expect(await countScans(lost)).toEqual({ n: OPENINGS, lost: OPENINGS });
    expect(smtp.messagesTo('usual@example.test')).toHaveLength(1);
    // Lost mode mails each opening at once, up to the tag's hourly budget shared by both instances
    // (issue 28); the rest wait for one summary.
    expect(smtp.messagesTo('lost@example.test')).toHaveLength(Math.min(OPENINGS, ALERT_MAIL_BUDGET));
  });
});
