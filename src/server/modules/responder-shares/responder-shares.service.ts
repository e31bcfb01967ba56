// What a responder sends the parents from the public page, only on their own action: a
// location or a call-back number. Stored on this client's scan and mailed to the tag's owner at once,
// whether or not scan alerts are on (decision 029); a mail the SMTP server refuses is retried by a job,
// and the responder is answered either way.
import { randomUUID } from 'node:crypto';
import { clientRoutes } from '#shared/client-routes.ts';
import type { Language } from '#shared/i18n/languages.ts';
import type { ContactShare, LocationShare } from '#shared/schemas/responder-share.ts';
import type { MailMessage } from '../../adapters/mailer.ts';
import { recipientLanguage } from '../../lib/recipient-language.ts';
import { mailTagFamily } from '../family/family-mail.ts';
import type { TagMailRecipient } from '../family/tag-mail-recipients.repo.ts';
import type { Infra } from '../../context.ts';
import { AppError, conflict } from '../../errors.ts';
import { MINUTE_MS, HOUR_MS } from '../../infra/rate-limit/rate-limiter.ts';
import type { PublicTagService } from '../public-tag/public-tag.service.ts';
import { describeDevice } from '../scans/device-description.ts';
import type { ScanService } from '../scans/scan.service.ts';
import { neighbourDayClientHash, scanClientHash, type ScanClient } from '../scans/scan-client.ts';
import { lockScanWrites } from '../scans/scans.repo.ts';
import {
  claimHeldShares,
  claimUnmailedShares,
  findActiveShareTag,
  findShareTagById,
  holdsSameShare,
  insertScan,
  latestScanOf,
  markShareMailed,
  renewShareClaim,
  storeShare,
  tagsWithHeldShares,
  type ScanRow,
  type ShareKind,
  type ShareTag,
} from './responder-shares.repo.ts';
import { contactMail, heldSharesMail, locationMail, type HeldShare } from './share-mail.ts';

/** The claimed held shares as the mail lists them, oldest first, each with its row to mark mailed. */
function heldSharesOf(claimed: Record<ShareKind, ScanRow[]>): Array<HeldShare & { scanId: string }> {
  const shares: Array<HeldShare & { scanId: string }> = [];
  for (const row of claimed.location) {
    const { latitude, longitude, accuracy, locationAt } = row;
    if (latitude === null || longitude === null || locationAt === null) continue;
    shares.push({
      kind: 'location',
      scanId: row.id,
      sharedAt: locationAt,
      latitude,
      longitude,
      accuracy: accuracy ?? 0,
    });
  }
  for (const row of claimed.contact) {
    const { contactName, contactPhone, contactAt } = row;
    if (contactName === null || contactPhone === null || contactAt === null) continue;
    shares.push({
      kind: 'contact',
      scanId: row.id,
      sharedAt: contactAt,
      name: contactName,
      phone: contactPhone,
      message: row.contactMessage,
    });
  }
  return shares.sort((a, b) => a.sharedAt.getTime() - b.sharedAt.getTime());
}

/** A responder may send a few corrections (they moved, mistyped), not a stream (decision 029). */
export const SHARE_LIMIT_PER_CLIENT = { limit: 5, windowMs: 10 * MINUTE_MS };
/**
 * One address across every tag: no per-tag limit, which let strangers lock a real finder
 * out; a flood must come from many addresses, and each stores at most this many shares an hour.
 */
export const SHARE_LIMIT_PER_ADDRESS = { limit: 20, windowMs: HOUR_MS };
/** Share mails per tag on their own; over it shares are held and mailed together. */
export const SHARE_MAIL_BUDGET = { limit: 10, windowMs: HOUR_MS };
/**
 * Held shares go out together at most this often per tag, whatever the hourly budget says: a real
 * finder's message caught in a flood reaches the parents within minutes, not at the hour's end.
 */
export const HELD_SHARES_MAIL_LIMIT = { limit: 1, windowMs: 10 * MINUTE_MS };
/** Shares in one mail of held shares at most: a flood's mail stays one an SMTP server accepts. */
export const HELD_SHARES_PER_MAIL = 25;
/** A share joins this client's scan of the last hour, else makes its own. */
export const SHARE_SCAN_WINDOW_MS = HOUR_MS;
/** The same share sent again within this is the one already kept: not stored or mailed twice. */
export const SHARE_REPEAT_WINDOW_MS = 10 * MINUTE_MS;
/** The shortest wait before an unmailed share is mailed again (the request's attempt may be running). */
export const SHARE_RETRY_GAP_MS = MINUTE_MS;
const RETRY_BATCH = 20;

export type Responder = ScanClient & { acceptLanguage: Language };

type Deps = Pick<Infra, 'db' | 'clock' | 'mailer' | 'config' | 'logger' | 'rateLimiter' | 'metrics'> & {
  publicTag: PublicTagService;
  scans: Pick<ScanService, 'flush'>;
};

export class ResponderSharesService {
  /**
   * Per tag, the smaller batch of held shares to try after a refused mail (each instance its own:
   * at worst one more refusal an instance); forgotten once a mail goes.
   */
  private readonly heldBatch = new Map<string, number>();

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
        this.deps.metrics.mail.retried.inc({ kind: `responder ${kind}` });
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
      { key: `tag-share:ip:${responder.ip}`, ...SHARE_LIMIT_PER_ADDRESS },
    ]);
    // Nothing is kept for a bracelet in stock: its next owner must not get a stranger's location.
    if (!tag.ownerEmail) throw conflict('errors.shareNoParent');
    // This client's opening of the page may still be queued: written first, the share joins it.
    await this.deps.scans.flush();
    const mailBudget = await this.spendMail(`share-mail:tag:${tag.id}`, SHARE_MAIL_BUDGET);
    const held = !mailBudget;
    const now = clock.now();
    const scan = await db.transaction(async (tx) => {
      // The scan writer's lock: no instance's batch can write this client's opening meanwhile.
      await lockScanWrites(tx);
      const { sessionSecret } = this.deps.config;
      const clientHash = scanClientHash(responder, code, now, sessionSecret);
      // In the first hour after UTC midnight, the page may have been opened under yesterday's salt.
      const neighbour = neighbourDayClientHash(responder, code, now, sessionSecret, SHARE_SCAN_WINDOW_MS);
      const hashes = neighbour ? [clientHash, neighbour] : [clientHash];
      const since = new Date(now.getTime() - SHARE_SCAN_WINDOW_MS);
      let scanId = (await latestScanOf(tx, tag.id, hashes, since))?.id;
      const repeatSince = new Date(now.getTime() - SHARE_REPEAT_WINDOW_MS);
      if (scanId && (await holdsSameShare(tx, scanId, kind, values, repeatSince))) return null;
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
      return storeShare(tx, scanId, kind, values, now, { held });
    });
    // The same share again: the parents have it (or its mail is under way); the responder is told
    // it was sent, and the budget's mail goes back.
    if (!scan) {
      await mailBudget?.();
      return;
    }
    if (!held) await this.mail(tag, scan, kind);
  }

  /** One mail of a budget (shared by instances): its release, or null when the budget is spent. */
  private async spendMail(
    key: string,
    budget: typeof SHARE_MAIL_BUDGET,
  ): Promise<(() => Promise<void>) | null> {
    try {
      return await this.deps.rateLimiter.reserve([{ key, ...budget }]);
    } catch (error) {
      if (error instanceof AppError && error.statusCode === 429) return null;
      throw error;
    }
  }

  /**
   * One run of the job for held shares: a tag's held shares go together in one mail of at
   * most HELD_SHARES_PER_MAIL, at most one such mail per tag every 10 minutes (HELD_SHARES_MAIL_LIMIT).
   * Answers how many mails went.
   */
  async mailHeldShares(): Promise<number> {
    const { db, clock, mailer, logger } = this.deps;
    let sent = 0;
    const tagIds = await tagsWithHeldShares(db, clock.now(), {
      minGapMs: SHARE_RETRY_GAP_MS,
      mailGapMs: HELD_SHARES_MAIL_LIMIT.windowMs,
      limit: RETRY_BATCH,
    });
    for (const tagId of tagIds) {
      const release = await this.spendMail(`share-mail:held:tag:${tagId}`, HELD_SHARES_MAIL_LIMIT);
      if (!release) continue;
      const batch = this.heldBatch.get(tagId) ?? HELD_SHARES_PER_MAIL;
      const claimed = await claimHeldShares(db, tagId, clock.now(), {
        minGapMs: SHARE_RETRY_GAP_MS,
        limit: batch,
      });
      const tag = await findShareTagById(db, tagId);
      const shares = heldSharesOf(claimed);
      if (!tag?.ownerEmail || shares.length === 0) {
        await release();
        continue;
      }
      try {
        await mailTagFamily({ db, mailer }, tagId, (to) =>
          heldSharesMail({
            ...this.mailCommon(to, tag),
            shares,
            budget: SHARE_MAIL_BUDGET.limit,
          }),
        );
        for (const share of shares)
          await markShareMailed(db, share.scanId, share.kind, share.sharedAt, clock.now());
        sent++;
        this.heldBatch.delete(tagId);
      } catch (error) {
        // The claims stay: the next run after the gap takes them again, half as many, down to one
        // a mail, so a mail the server refuses (too large) never blocks the tag's other shares.
        if (shares.length > 1) this.heldBatch.set(tagId, Math.ceil(shares.length / 2));
        await release();
        logger.error(
          { tagId, err: { message: (error as Error).message } },
          'held responder shares not mailed',
        );
      }
    }
    return sent;
  }

  /**
   * Mails one share to the tag's owner and guardians (issue 34) and records it; a failure is logged
   * and left to the retry job.
   */
  private async mail(tag: ShareTag, scan: ScanRow, kind: ShareKind): Promise<boolean> {
    const { mailer, db, clock, logger } = this.deps;
    const sharedAt = kind === 'location' ? scan.locationAt : scan.contactAt;
    if (!tag.ownerEmail || !sharedAt) {
      logger.warn({ scanId: scan.id, kind }, 'responder share not mailed: the tag has no owner');
      return false;
    }
    try {
      const sent = await mailTagFamily({ db, mailer }, tag.id, (to) => this.message(to, tag, scan, kind));
      if (sent === 0) {
        logger.warn({ scanId: scan.id, kind }, 'responder share not mailed: nothing to send');
        return false;
      }
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

  /** What every share mail has, for one recipient of the tag's family. */
  private mailCommon(to: TagMailRecipient, tag: ShareTag) {
    const { publicUrl, shopLanguage } = this.deps.config;
    return {
      to: to.email,
      language: recipientLanguage(to.language, shopLanguage),
      childName: tag.childName,
      timeZone: to.timeZone,
      // The history screen's client route (scan history).
      historyUrl: `${publicUrl}/history/${tag.id}`,
      dashboardUrl: `${publicUrl}${clientRoutes.dashboard.pattern}`,
    };
  }

  private message(to: TagMailRecipient, tag: ShareTag, scan: ScanRow, kind: ShareKind): MailMessage | null {
    const common = this.mailCommon(to, tag);
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
