// What a responder sends the parents from the public page, only on their own action (issue 16): a
// location or a call-back number. Stored on this client's scan and mailed to the tag's owner at once,
// whether or not scan alerts are on (decision 135); a mail the SMTP server refuses is retried by a job,
// and the responder is answered either way.
import { randomUUID } from 'node:crypto';
import { clientRoutes } from '#shared/client-routes.ts';
import type { Language } from '#shared/i18n/languages.ts';
import type { ContactShare, LocationShare } from '#shared/schemas/responder-share.ts';
import { serverText } from '#shared/text.ts';
import type { MailMessage } from '../../adapters/mailer.ts';
import type { Infra } from '../../context.ts';
import { conflict } from '../../errors.ts';
import { MINUTE_MS, HOUR_MS } from '../../infra/rate-limit/rate-limiter.ts';
import type { PublicTagService } from '../public-tag/public-tag.service.ts';
import { describeDevice } from '../scans/device-description.ts';
import type { ScanService } from '../scans/scan.service.ts';
import { neighbourDayClientHash, scanClientHash, type ScanClient } from '../scans/scan-client.ts';
import { lockScanWrites } from '../scans/scans.repo.ts';
import {
  claimUnmailedShares,
  findActiveShareTag,
  findShareTagById,
  insertScan,
  latestScanOf,
  markShareMailed,
  renewShareClaim,
  storeShare,
  type ScanRow,
  type ShareKind,
  type ShareTag,
} from './responder-shares.repo.ts';
import { contactMail, locationMail } from './share-mail.ts';

/** A responder may send a few corrections (they moved, mistyped), not a stream (decision 135). */
export const SHARE_LIMIT_PER_CLIENT = { limit: 5, windowMs: 10 * MINUTE_MS };
/** Many responders around one child are possible; a flood of mails to the parents is not. */
export const SHARE_LIMIT_PER_TAG = { limit: 30, windowMs: HOUR_MS };
/** A share joins this client's scan of the last hour, else makes its own. */
export const SHARE_SCAN_WINDOW_MS = HOUR_MS;
/** The shortest wait before an unmailed share is mailed again (the request's attempt may be running). */
export const SHARE_RETRY_GAP_MS = MINUTE_MS;
const RETRY_BATCH = 20;

export type Responder = ScanClient & { acceptLanguage: Language };

type Deps = Pick<Infra, 'db' | 'clock' | 'mailer' | 'config' | 'logger' | 'rateLimiter'> & {
  publicTag: PublicTagService;
  scans: Pick<ScanService, 'flush'>;
};

export class ResponderSharesService {
  constructor(private readonly deps: Deps) {}

  async shareLocation(rawCode: string, responder: Responder, share: LocationShare): Promise<void> {
    const { latitude, longitude, accuracy } = share;
    await this.share(rawCode, responder, 'location', { latitude, longitude, accuracy });
  }

  async shareContact(rawCode: string, responder: Responder, share: ContactShare): Promise<void> {
    const { name, phone, message } = share;
    await this.share(rawCode, responder, 'contact', {
      contactName: name,
      contactPhone: phone,
      contactMessage: message,
    });
  }

  /** One run of the retry job: mails the shares whose mail did not go out. Answers how many went. */
  async mailMissed(): Promise<number> {
    const { db, clock, logger } = this.deps;
    let sent = 0;
    for (const kind of ['location', 'contact'] as const) {
      const claimed = await claimUnmailedShares(db, kind, clock.now(), {
        minGapMs: SHARE_RETRY_GAP_MS,
        limit: RETRY_BATCH,
      });
      for (const scan of claimed) {
        const seen = kind === 'location' ? scan.locationClaimedAt : scan.contactClaimedAt;
        if (!(await renewShareClaim(db, scan.id, kind, seen, clock.now()))) continue;
        logger.info({ scanId: scan.id, kind }, 'retrying responder share mail');
        const tag = await findShareTagById(db, scan.tagId);
        if (tag && (await this.mail(tag, scan, kind))) sent++;
      }
    }
    return sent;
  }

  private async share(
    rawCode: string,
    responder: Responder,
    kind: ShareKind,
    values: Partial<ScanRow>,
  ): Promise<void> {
    const { db, clock, rateLimiter, publicTag } = this.deps;
    const code = rawCode.trim().toUpperCase();
    const tag = publicTag.isPlausibleCode(code) ? await findActiveShareTag(db, code) : null;
    if (!tag) return publicTag.refuseUnknownCode(responder.ip, code);
    // Counted before the owner check, so refusals on a bracelet in stock are not an unlimited stream.
    await rateLimiter.consume([
      { key: `tag-share:client:${tag.id}:ip:${responder.ip}`, ...SHARE_LIMIT_PER_CLIENT },
      { key: `tag-share:tag:${tag.id}`, ...SHARE_LIMIT_PER_TAG },
    ]);
    // Nothing is kept for a bracelet in stock: its next owner must not get a stranger's location.
    if (!tag.ownerEmail) throw conflict(serverText.shareNoParent);
    // This client's opening of the page may still be queued: written first, the share joins it.
    await this.deps.scans.flush();
    const now = clock.now();
    const scan = await db.transaction(async (tx) => {
      // The scan writer's lock: no instance's batch can write this client's opening meanwhile.
      await lockScanWrites(tx);
      const { sessionSecret } = this.deps.config;
      const clientHash = scanClientHash(responder, now, sessionSecret);
      // In the first hour after UTC midnight, the page may have been opened under yesterday's salt.
      const neighbour = neighbourDayClientHash(responder, now, sessionSecret, SHARE_SCAN_WINDOW_MS);
      const hashes = neighbour ? [clientHash, neighbour] : [clientHash];
      const since = new Date(now.getTime() - SHARE_SCAN_WINDOW_MS);
      let scanId = (await latestScanOf(tx, tag.id, hashes, since))?.id;
      if (!scanId) {
        // No scan to join (the page was opened long ago, or from another address): the share is a
        // scan of its own. Its mail says all a scan alert would, so no alert is due for it.
        scanId = randomUUID();
        await insertScan(tx, {
          id: scanId,
          tagId: tag.id,
          scannedAt: now,
          clientHash,
          device: describeDevice(responder.userAgent),
          language: responder.acceptLanguage,
          alertSentAt: now,
        });
      }
      return storeShare(tx, scanId, kind, values, now);
    });
    await this.mail(tag, scan, kind);
  }

  /** Mails one share to the tag's owner and records it; a failure is logged and left to the retry job. */
  private async mail(tag: ShareTag, scan: ScanRow, kind: ShareKind): Promise<boolean> {
    const { mailer, db, clock, logger } = this.deps;
    const message = tag.ownerEmail ? this.message(tag.ownerEmail, tag, scan, kind) : null;
    const sharedAt = kind === 'location' ? scan.locationAt : scan.contactAt;
    if (!message || !sharedAt) {
      logger.warn({ scanId: scan.id, kind }, 'responder share not mailed: the tag has no owner');
      return false;
    }
    try {
      await mailer.send(message);
      await markShareMailed(db, scan.id, kind, sharedAt, clock.now());
      return true;
    } catch (error) {
      logger.error(
        { scanId: scan.id, kind, err: { message: (error as Error).message } },
        'responder share not mailed',
      );
      return false;
    }
  }

  private message(to: string, tag: ShareTag, scan: ScanRow, kind: ShareKind): MailMessage | null {
    const { publicUrl } = this.deps.config;
    const common = {
      to,
      childName: tag.childName,
      timeZone: tag.ownerTimeZone,
      // The history screen's client route (issue 16, scan history).
      historyUrl: `${publicUrl}/history/${tag.id}`,
      dashboardUrl: `${publicUrl}${clientRoutes.dashboard.pattern}`,
    };
    if (kind === 'location') {
      const { latitude, longitude, accuracy, locationAt } = scan;
      if (latitude === null || longitude === null || accuracy === null || !locationAt) return null;
      return locationMail({ ...common, sharedAt: locationAt, latitude, longitude, accuracy });
    }
    const { contactName, contactPhone, contactMessage, contactAt } = scan;
    if (contactName === null || contactPhone === null || !contactAt) return null;
    return contactMail({
      ...common,
      sharedAt: contactAt,
      name: contactName,
      phone: contactPhone,
      message: contactMessage,
    });
  }
}
