// Sending the parent's scan alerts: right after a batch is written, and again by the retry
// job when that did not work (SMTP refused, process stopped in between), like the order confirmation
// (decision 011). Off every request's path: a failed mail is logged and retried, never shown to anyone.
import { randomUUID } from 'node:crypto';
import type { Infra } from '../../context.ts';
import { serviceUnavailable } from '../../errors.ts';
import { recipientLanguage } from '../../lib/recipient-language.ts';
import { notWorkingTag } from '../tags/working-tag.ts';
import { mailTagFamily } from '../family/family-mail.ts';
import { HOUR_MS } from '../../infra/rate-limit/rate-limiter.ts';
import type { PhotoFiles } from '../tag-photo/photo-files.ts';
import { describeDevice } from './device-description.ts';
import { scanAlertMail, scanAlertSummaryMail } from './scan-alert-mail.ts';
import {
  markSummarySent,
  renewSummaryClaim,
  summaryToMail,
  tagsDueASummary,
  takeHeldAlerts,
  unsentSummaries,
  type SummaryToMail,
} from './scan-alert-summaries.repo.ts';
import {
  claimMissedAlerts,
  findAlertDetails,
  findOwnedTagForAlert,
  markAlertSent,
  renewAlertClaim,
  ALERT_BUDGET_WINDOW_MS,
  ALERT_MAIL_BUDGET,
  type ScanAlertRow,
} from './scans.repo.ts';

export { ALERT_MAIL_BUDGET };

/** The shortest wait before an unsent alert is tried again (the first attempt may still be running). */
export const SCAN_ALERT_RETRY_GAP_MS = 60_000;
/** Alerts older than this are not sent any more: the moment has passed. */
const SCAN_ALERT_MAX_AGE_MS = 24 * HOUR_MS;
const RETRY_BATCH = 50;
/** Test alerts per tag: enough to try, too few to mail-bomb oneself. */
export const TEST_ALERT_LIMIT = { limit: 5, windowMs: HOUR_MS };

export class ScanAlertService {
  constructor(
    private readonly deps: Pick<
      Infra,
      'db' | 'clock' | 'mailer' | 'config' | 'logger' | 'rateLimiter' | 'metrics'
    > & { photos: PhotoFiles },
  ) {}

  /** Mails the alerts of these (just written, claimed) scans. Answers how many went out. */
  async mail(scanIds: string[]): Promise<number> {
    const rows = await findAlertDetails(this.deps.db, scanIds);
    let sent = 0;
    for (const row of rows) if (await this.send(row)) sent++;
    return sent;
  }

  /** One run of the retry job. */
  async mailMissed(): Promise<number> {
    const ids = await claimMissedAlerts(this.deps.db, this.deps.clock.now(), {
      minGapMs: SCAN_ALERT_RETRY_GAP_MS,
      maxAgeMs: SCAN_ALERT_MAX_AGE_MS,
      limit: RETRY_BATCH,
    });
    if (ids.length > 0) {
      this.deps.logger.info({ count: ids.length }, 'retrying scan alerts');
      this.deps.metrics.mail.retried.inc({ kind: 'scan alert' }, ids.length);
    }
    return this.mail(ids);
  }

  /**
   * One run of the summary job: retries unsent summaries, then sums up each tag's alerts held
   * over its budget once their hour has passed (at most one summary a tag an hour). Answers how many went.
   */
  async mailSummaries(): Promise<number> {
    const { db, clock } = this.deps;
    let sent = 0;
    const retries = await unsentSummaries(db, clock.now(), {
      minGapMs: SCAN_ALERT_RETRY_GAP_MS,
      maxAgeMs: SCAN_ALERT_MAX_AGE_MS,
      limit: RETRY_BATCH,
    });
    for (const summary of retries) {
      if (await renewSummaryClaim(db, summary.id, summary.claimedAt, clock.now())) {
        this.deps.metrics.mail.retried.inc({ kind: 'scan alert summary' });
        if (await this.sendSummary(summary)) sent++;
      }
    }
    const due = await tagsDueASummary(db, clock.now(), { gapMs: ALERT_BUDGET_WINDOW_MS, limit: RETRY_BATCH });
    for (const tagId of due) {
      const id = randomUUID();
      if (!(await takeHeldAlerts(db, tagId, id, clock.now(), ALERT_BUDGET_WINDOW_MS))) continue;
      const summary = await summaryToMail(db, id);
      if (summary && (await this.sendSummary(summary))) sent++;
    }
    return sent;
  }

  /** "Send me a test alert", to the one who asks (owner or guardian): a working tag only (deactivated 409, anything else 404), a few an hour. */
  async sendTest(userId: string, tagId: string, userAgent: string | undefined): Promise<void> {
    const { db, clock, mailer, config, rateLimiter, logger } = this.deps;
    const target = await findOwnedTagForAlert(db, userId, tagId);
    if (!target) throw await notWorkingTag(db, tagId, userId);
    await rateLimiter.consume([{ key: `scans:test-alert:tag:${tagId}`, ...TEST_ALERT_LIMIT }]);
    const mailLanguage = recipientLanguage(target.ownerLanguage, config.shopLanguage);
    const message = scanAlertMail({
      ...target,
      to: target.email,
      mailLanguage,
      scannedAt: clock.now(),
      device: describeDevice(userAgent),
      // Nobody opened the page: the example names the parent's own language.
      language: mailLanguage,
      whileLost: false,
      test: true,
      publicUrl: config.publicUrl,
    });
    try {
      await mailer.send(message);
    } catch (error) {
      logger.error({ tagId, err: { message: (error as Error).message } }, 'test alert not sent');
      throw serviceUnavailable('errors.testAlertFailed');
    }
  }

  private async sendSummary(summary: SummaryToMail): Promise<boolean> {
    const { mailer, config, db, clock, logger } = this.deps;
    try {
      // The owner and every guardian, each in their own language and zone (issue 34).
      await mailTagFamily({ db, mailer }, summary.tagId, (to) =>
        scanAlertSummaryMail({
          ...summary,
          to: to.email,
          firstName: to.firstName,
          timeZone: to.timeZone,
          mailLanguage: recipientLanguage(to.language, config.shopLanguage),
          budget: ALERT_MAIL_BUDGET,
          publicUrl: config.publicUrl,
        }),
      );
      await markSummarySent(db, summary.id, clock.now());
      return true;
    } catch (error) {
      const err = { message: (error as Error).message };
      logger.error({ summaryId: summary.id, err }, 'scan alert summary not sent');
      return false;
    }
  }

  private async send(row: ScanAlertRow): Promise<boolean> {
    const { mailer, config, db, clock, logger } = this.deps;
    // Another sender took it over while this one was busy with the mails before it.
    if (!(await renewAlertClaim(db, row.id, row.alertClaimedAt, clock.now()))) return false;
    try {
      // The photo goes along only while lost mode still lasts (a retry after it ended has none).
      const lostNow = row.lostUntil !== null && row.lostUntil.getTime() > clock.now().getTime();
      const photo =
        row.whileLost && lostNow && row.photoKey ? await this.deps.photos.bytes(row.photoKey) : null;
      // The owner and every guardian, each in their own language and zone (issue 34).
      await mailTagFamily({ db, mailer }, row.tagId, (to) =>
        scanAlertMail({
          ...row,
          photo: photo ?? undefined,
          to: to.email,
          firstName: to.firstName,
          timeZone: to.timeZone,
          mailLanguage: recipientLanguage(to.language, config.shopLanguage),
          publicUrl: config.publicUrl,
        }),
      );
      await markAlertSent(db, row.id, clock.now());
      return true;
    } catch (error) {
      logger.error({ scanId: row.id, err: { message: (error as Error).message } }, 'scan alert not sent');
      return false;
    }
  }
}
