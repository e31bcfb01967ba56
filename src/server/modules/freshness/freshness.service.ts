// Information that says how fresh it is (issue 34 part 3): the periodic "Is the information still
// right?" mail to the tag's family, and its signed "Still right" link, which records a parent's check
// without a sign-in. Reading the link changes nothing (mail scanners open links); only its form's POST does.
import { shownAge } from '#shared/child-age.ts';
import { clientRoutes } from '#shared/client-routes.ts';
import type { Infra } from '../../context.ts';
import { forbidden, gone, notFound } from '../../errors.ts';
import { HOUR_MS } from '../../infra/rate-limit/rate-limiter.ts';
import { recipientLanguage } from '../../lib/recipient-language.ts';
import { tagMailRecipients } from '../family/tag-mail-recipients.repo.ts';
import { freshnessReminderMail } from './freshness-reminder-mail.ts';
import {
  claimDueReminders,
  confirmChecked,
  findStillRightTag,
  releaseReminderClaim,
  reminderContents,
} from './freshness.repo.ts';
import { readStillRight, signStillRight, stillRightKey, type StillRightClaim } from './still-right-token.ts';

/** Tags claimed per statement; a run claims again until none is due. */
const REMINDER_BATCH = 20;
/** Bad links per address: enough for a mistyped one, too few to probe signatures. */
export const BAD_LINK_LIMIT = { limit: 20, windowMs: HOUR_MS };

type Deps = Pick<Infra, 'db' | 'clock' | 'mailer' | 'config' | 'logger' | 'tagChanges' | 'rateLimiter'>;

export type StillRightTag = { claim: StillRightClaim; uniqueCode: string; childName: string | null };

export class FreshnessService {
  private readonly key: Buffer;

  constructor(private readonly deps: Deps) {
    this.key = stillRightKey(deps.config.sessionSecret);
  }

  /**
   * One run of the reminder job: claims due tags (a claim is the stamp freshness_reminded_at, taken by
   * one instance only) and mails each tag's family. A tag whose mail failed is released, so it is due
   * again at the next run. Answers how many tags were reminded.
   */
  async remindDue(): Promise<number> {
    const months = this.deps.config.freshnessReminderMonths;
    if (months === 0) return 0;
    let reminded = 0;
    for (;;) {
      const now = this.deps.clock.now();
      const claimed = await claimDueReminders(this.deps.db, now, months, REMINDER_BATCH);
      let failed = false;
      for (const tagId of claimed) {
        if (await this.remind(tagId, now, months)) reminded++;
        else failed = true;
      }
      // Released (unsent) tags are due again at once: the next run retries them, not this one.
      if (failed || claimed.length < REMINDER_BATCH) return reminded;
    }
  }

  /** The link's tag as it stands: 403 for a bad signature, 410 expired or retired, 404 deleted. */
  async readLink(token: string, ip: string): Promise<StillRightTag> {
    const reading = readStillRight(this.key, token, this.deps.clock.now());
    if (!reading.ok) {
      await this.countBadLink(ip);
      throw reading.problem === 'expired'
        ? gone('freshness.expiredLink')
        : forbidden('freshness.invalidLink');
    }
    const tag = await findStillRightTag(this.deps.db, reading.claim.tagId);
    if (!tag) throw notFound('freshness.tagNotFound');
    if (tag.isActive !== 'true' || tag.deactivatedAt) throw gone('freshness.tagGone');
    return { claim: reading.claim, uniqueCode: tag.uniqueCode, childName: tag.childName };
  }

  /** "Yes, still right": checked now; every instance drops the cached page so its footer says so. */
  async confirm(token: string, ip: string): Promise<StillRightTag> {
    const tag = await this.readLink(token, ip);
    const { db, clock, tagChanges } = this.deps;
    await db.transaction(async (tx) => {
      const updated = await confirmChecked(tx, tag.claim.tagId, clock.now());
      if (!updated) throw gone('freshness.tagGone');
      await tagChanges.publish(tx, updated.uniqueCode);
    });
    return tag;
  }

  private async countBadLink(ip: string): Promise<void> {
    await this.deps.rateLimiter.consume([{ key: `still-right:bad:ip:${ip}`, ...BAD_LINK_LIMIT }]);
  }

  private async remind(tagId: string, claimedAt: Date, months: number): Promise<boolean> {
    const { db, mailer, config, logger } = this.deps;
    try {
      const [contents, recipients] = await Promise.all([
        reminderContents(db, tagId),
        tagMailRecipients(db, tagId),
      ]);
      if (!contents) return true;
      const token = signStillRight(this.key, tagId, claimedAt);
      for (const recipient of recipients) {
        await mailer.send(
          freshnessReminderMail({
            to: recipient.email,
            mailLanguage: recipientLanguage(recipient.language, config.shopLanguage),
            firstName: recipient.firstName,
            childName: contents.childName,
            childAge: shownAge(contents, claimedAt),
            fields: contents.fields,
            checkedAt: contents.checkedAt,
            stillRightUrl: `${config.publicUrl}/still-right/${token}`,
            editUrl: `${config.publicUrl}${clientRoutes.configure.href(tagId)}`,
            months,
          }),
        );
      }
      return true;
    } catch (error) {
      logger.error({ tagId, err: { message: (error as Error).message } }, 'freshness reminder not sent');
      await releaseReminderClaim(db, tagId, claimedAt);
      return false;
    }
  }
}
