// "Forgot password?": a mailed single-use link, valid one hour, sets a new password, ends
// every session of the account, verifies an unverified address (the link proves the mailbox) and
// mails a confirmation. Asking answers alike for every address: after the limits, which count known
// and unknown addresses alike, the lookup and the mail happen after the answer.
import { randomBytes } from 'node:crypto';
import { PASSWORD_RESET_TTL_MS } from '#shared/constants.ts';
import { routes } from '#shared/client-routes.ts';
import type { ForgotPasswordInput, ResetPasswordInput } from '#shared/schemas/auth.ts';
import { MailDeliveryError } from '../../adapters/mailer.ts';
import { recipientLanguage } from '../../lib/recipient-language.ts';
import { sendNotice } from '../../lib/send-notice.ts';
import type { Infra } from '../../context.ts';
import { badRequest } from '../../errors.ts';
import { hashToken } from '../../infra/sessions/session-store.ts';
import { hashPassword } from '../../lib/password.ts';
import { buildPasswordChangedMail } from '../account/password-changed-mail.ts';
import { buildPasswordResetMail } from './password-reset-mail.ts';
import { passwordResetRateLimits as limits } from './password-reset.rate-limits.ts';
import {
  consumePasswordReset,
  deletePasswordResetsOf,
  deleteSpentPasswordResets,
  insertPasswordReset,
  isPasswordResetUsable,
  setPasswordFromReset,
} from './password-reset.repo.ts';
import { findUserByEmail } from './user.repo.ts';

type Deps = Pick<Infra, 'db' | 'clock' | 'config' | 'mailer' | 'rateLimiter' | 'sessions' | 'logger'>;

export class PasswordResetService {
  /** Link mails under way: the answer never waits for them (tests and close do). */
  private readonly mailing = new Set<Promise<void>>();

  constructor(private readonly deps: Deps) {}

  /** Counts the request, then answers; a link goes out afterwards, only if the address has an account. */
  async requestLink(input: ForgotPasswordInput, ip: string): Promise<void> {
    await this.deps.rateLimiter.consume([limits.forgotPerIp(ip), limits.mailPerAccount(input.email)]);
    const sending = this.mailLink(input)
      .catch((error: unknown) => {
        // Already logged by the mailer when delivery failed; the parent may simply ask again.
        if (error instanceof MailDeliveryError) return;
        this.deps.logger.error({ err: { message: (error as Error).message } }, 'reset link not sent');
      })
      .finally(() => this.mailing.delete(sending));
    this.mailing.add(sending);
  }

  /** Resolves once every link mail started so far has gone or failed. */
  async settled(): Promise<void> {
    await Promise.all([...this.mailing]);
  }

  /**
   * Sets the password from a link: used, expired, unknown and malformed links answer one 400. Every
   * session and every other link of the account end with the change, in one transaction.
   */
  async resetPassword(input: ResetPasswordInput, ip: string): Promise<void> {
    const { db, clock, rateLimiter, sessions } = this.deps;
    await rateLimiter.consume([limits.resetPerIp(ip)]);
    const tokenHash = hashToken(input.token);
    // The argon2 work only for a link that could work.
    if (!(await isPasswordResetUsable(db, tokenHash, clock.now()))) throw invalidLink();
    const passwordHash = await hashPassword(input.password);
    const now = clock.now();
    const user = await db.transaction(async (tx) => {
      const userId = await consumePasswordReset(tx, tokenHash, now);
      // Used a moment ago by a parallel request, or expired during the hashing.
      if (!userId) throw invalidLink();
      await deletePasswordResetsOf(tx, userId);
      await sessions.destroyAllForUser(userId, tx);
      return setPasswordFromReset(tx, userId, { passwordHash, now });
    });
    if (!user) throw invalidLink();
    const { config } = this.deps;
    await sendNotice(
      this.deps,
      buildPasswordChangedMail({
        to: user.email,
        language: recipientLanguage(user.language, config.shopLanguage),
        firstName: user.firstName,
        timeZone: user.timeZone,
        changedAt: now,
        supportEmail: config.supportEmail,
        publicUrl: config.publicUrl,
        signedOut: 'every',
      }),
    );
  }

  /** Housekeeping: links past their hour or used. */
  async deleteSpent(): Promise<void> {
    await deleteSpentPasswordResets(this.deps.db, this.deps.clock.now());
  }

  private async mailLink({ email, next }: ForgotPasswordInput): Promise<void> {
    const { db, clock, config, mailer } = this.deps;
    const user = await findUserByEmail(db, email);
    if (!user) return;
    const token = randomBytes(32).toString('base64url');
    const now = clock.now();
    await insertPasswordReset(db, {
      userId: user.id,
      tokenHash: hashToken(token),
      now,
      expiresAt: new Date(now.getTime() + PASSWORD_RESET_TTL_MS),
    });
    await mailer.send(
      buildPasswordResetMail({
        to: user.email,
        language: recipientLanguage(user.language, config.shopLanguage),
        firstName: user.firstName,
        link: `${config.publicUrl}${routes.resetPasswordLink(token, next)}`,
        supportEmail: config.supportEmail,
        publicUrl: config.publicUrl,
      }),
    );
  }
}

const invalidLink = () => badRequest('passwordReset.invalidLink');
