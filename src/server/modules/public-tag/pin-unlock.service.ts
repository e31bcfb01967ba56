// POST /api/tag/{code}/unlock (decision 026): the tag's PIN shows its protected fields
// on that page load. Read only (no scan, no cache): the page stays as fast as it was. A wrong PIN
// counts against the tag, the tag from this address, and the address (pin-limits.ts); it answers the
// same 403 whether or not the tag has protected fields. When the tag's limit is reached its owner is
// mailed once per window, off the request's path.
import { timingSafeEqual } from 'node:crypto';
import { clientRoutes } from '#shared/client-routes.ts';
import type { UnlockResponse } from '#shared/schemas/tag.ts';
import type { Infra } from '../../context.ts';
import { forbidden } from '../../errors.ts';
import { findShareTagById } from '../responder-shares/responder-shares.repo.ts';
import { mailTagFamily } from '../family/family-mail.ts';
import { recipientLanguage } from '../../lib/recipient-language.ts';
import { buildPinLockMail } from './pin-lock-mail.ts';
import { LEGACY_PIN_LIMITS, lockMailRule, pinLimitsOf, wrongPinRules, type PinLimits } from './pin-limits.ts';
import type { PublicTagService } from './public-tag.service.ts';
import { findProtectedFields } from './public-tag.repo.ts';

/** Constant time for equal lengths (8 or 6 digits); a PIN of another length is simply wrong. */
function samePin(typed: string, pin: string): boolean {
  const a = Buffer.from(typed);
  const b = Buffer.from(pin);
  return a.length === b.length && timingSafeEqual(a, b);
}

type Deps = Pick<Infra, 'db' | 'rateLimiter' | 'mailer' | 'logger' | 'config'> & {
  publicTag: Pick<PublicTagService, 'isPlausibleCode' | 'refuseUnknownCode'>;
};

export class PinUnlockService {
  private readonly mailing = new Set<Promise<void>>();

  constructor(private readonly deps: Deps) {}

  async unlock(rawCode: string, typedPin: string, ip: string): Promise<UnlockResponse> {
    const { db, rateLimiter, publicTag } = this.deps;
    const code = rawCode.trim().toUpperCase();
    const tag = publicTag.isPlausibleCode(code) ? await findProtectedFields(db, code) : null;
    if (!tag) return publicTag.refuseUnknownCode(ip, code);
    const limits = pinLimitsOf(tag.pin);
    // Counted as wrong until found right: parallel guesses cannot outrun the limit.
    const notWrong = await rateLimiter.reserve(wrongPinRules(tag.id, ip, limits));
    if (!samePin(typedPin, tag.pin)) {
      const tagWide = notWrong.counters[0]!;
      if (tagWide.count >= limits.perTag) this.mailLock(tag.id, limits, tagWide.resetAt);
      throw forbidden('errors.wrongPin');
    }
    await notWrong();
    return { fields: tag.fields };
  }

  /** Resolves once every lock mail started so far has gone or failed. */
  async settled(): Promise<void> {
    await Promise.all([...this.mailing]);
  }

  /** Not awaited: the responder's answer never waits for the mail, nor learns of its failure. */
  private mailLock(tagId: string, limits: PinLimits, lockedUntil: Date): void {
    const sending = this.sendLockMail(tagId, limits, lockedUntil)
      .catch((error: unknown) => {
        this.deps.logger.error(
          { tagId, err: { message: (error as Error).message } },
          'PIN lock mail not sent',
        );
      })
      .finally(() => this.mailing.delete(sending));
    this.mailing.add(sending);
  }

  private async sendLockMail(tagId: string, limits: PinLimits, lockedUntil: Date): Promise<void> {
    const { db, rateLimiter, mailer, config } = this.deps;
    if (!(await rateLimiter.once(lockMailRule(tagId, limits)))) return;
    const tag = await findShareTagById(db, tagId);
    if (!tag?.ownerEmail) return;
    // The owner and every guardian (issue 34), each in their language and zone.
    await mailTagFamily({ db, mailer }, tagId, (to) =>
      buildPinLockMail({
        to: to.email,
        language: recipientLanguage(to.language, config.shopLanguage),
        childName: tag.childName,
        timeZone: to.timeZone,
        lockedUntil,
        legacyPin: limits === LEGACY_PIN_LIMITS,
        dashboardUrl: `${config.publicUrl}${clientRoutes.dashboard.pattern}`,
      }),
    );
  }
}
