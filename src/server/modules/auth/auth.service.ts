// Account rules (SPEC §4, §7; DESIGN §3): registration, sign-in, e-mail verification and resend.
// Sessions are started by the routes; this file decides who may have one.
import { randomUUID } from 'node:crypto';
import {
  VERIFICATION_CODE_TTL_MS,
  VERIFICATION_MAX_WRONG_TRIES,
  VERIFICATION_RESEND_INTERVAL_MS,
} from '#shared/constants.ts';
import { isLanguage, type Language } from '#shared/i18n/languages.ts';
import {
  VERIFICATION_REFUSALS,
  type CurrentUser,
  type LoginInput,
  type RegisterInput,
} from '#shared/schemas/auth.ts';
import { MailDeliveryError } from '../../adapters/mailer.ts';
import type { Infra } from '../../context.ts';
import { pgErrorCode, UNIQUE_VIOLATION } from '../../db/client.ts';
import { AppError, badRequest, conflict, forbidden, unauthorized } from '../../errors.ts';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../lib/password.ts';
import { findConsentedNoticeVersion } from '../consents/consents.repo.ts';
import { authRateLimits as limits } from './auth.rate-limits.ts';
import {
  consumeVerificationCode,
  findUserByEmail,
  insertUser,
  markVerificationSent,
  replaceUnverifiedRegistration,
  replaceVerificationCode,
  reserveVerificationAttempt,
  toCurrentUser,
  updateLanguage,
  updateTimeZone,
  updateUnverifiedRegistration,
  type UserRow,
} from './user.repo.ts';
import {
  generateVerificationCode,
  hashVerificationCode,
  verificationCodeMatches,
} from './verification-code.ts';
import { buildVerificationMail } from './verification-mail.ts';

/** 'failed': the mail server refused or was unreachable (already logged by the mailer). */
export type MailOutcome = 'sent' | 'failed';
export type ResendOutcome = MailOutcome | 'not-needed';
/** 'paced': an unverified address registered again within the minute; no new code went out. */
export type RegisterOutcome = {
  email: string;
  mail: MailOutcome | 'paced';
  /** Seconds until a new code may be requested. */
  resendAvailableInSeconds: number;
};

const RESEND_INTERVAL_S = VERIFICATION_RESEND_INTERVAL_MS / 1000;
/** The page tells this refusal apart by its code, not by its words. */
const TOO_MANY_WRONG_CODES = { code: VERIFICATION_REFUSALS.tooManyWrongCodes };

export class AuthService {
  constructor(private readonly deps: Pick<Infra, 'db' | 'clock' | 'config' | 'mailer' | 'rateLimiter'>) {}

  /**
   * Creates an unverified account and mails its code. Does not sign in. A verified address answers 409;
   * an address never verified is registered afresh (decision 012): whoever proves the mailbox with the
   * newest code gets the password they chose, not an earlier registrant's.
   */
  async register(input: RegisterInput, ip: string, language: Language): Promise<RegisterOutcome> {
    const { db, clock, config, rateLimiter } = this.deps;
    await rateLimiter.consume([limits.registerPerIp(ip)]);
    const existing = await findUserByEmail(db, input.email);
    if (existing?.isEmailVerified) throw conflict('errors.emailTaken');
    if (existing) return this.registerAgain(existing, input, language);

    const id = randomUUID();
    const code = generateVerificationCode();
    const now = clock.now();
    const passwordHash = await hashPassword(input.password);
    try {
      await insertUser(db, {
        id,
        email: input.email,
        passwordHash,
        firstName: input.firstName || null,
        lastName: input.lastName || null,
        verificationCodeHash: hashVerificationCode(config.sessionSecret, id, code),
        verificationCodeExpires: new Date(now.getTime() + VERIFICATION_CODE_TTL_MS),
        timeZone: input.timeZone ?? null,
        language,
        now,
      });
    } catch (error) {
      // Two registrations of one address at once: the second loses the race here.
      if (pgErrorCode(error) === UNIQUE_VIOLATION) throw conflict('errors.emailTaken');
      throw error;
    }
    const mail = await this.mailCode(
      { id, email: input.email, firstName: input.firstName ?? null },
      code,
      language,
    );
    // The code just went out: a resend within the minute is refused, as after a resend.
    if (mail === 'sent') await rateLimiter.record([limits.codeMailPerAddress(input.email)]);
    return { email: input.email, mail, resendAvailableInSeconds: mail === 'sent' ? RESEND_INTERVAL_S : 0 };
  }

  private async registerAgain(
    existing: UserRow,
    input: RegisterInput,
    language: Language,
  ): Promise<RegisterOutcome> {
    const { db, clock, config } = this.deps;
    const names = { firstName: input.firstName || null, lastName: input.lastName || null };
    const { timeZone } = input;
    // The same pacing as a resend: one code mail a minute per address.
    const waitSeconds = await this.takeCodeMailAllowance(input.email);
    const now = clock.now();
    const passwordHash = await hashPassword(input.password);
    if (waitSeconds > 0) {
      // Too soon for another code (decision 012): the registrant goes on to verification with the code
      // already sent, which stays only if it was sent for this very password. Both cases answer alike
      // and cost the same argon2 work, so the answer never tells whether a guessed password was right.
      const keepCode = await verifyPassword(existing.password, input.password);
      const updated = await updateUnverifiedRegistration(db, existing.id, {
        passwordHash,
        ...names,
        keepCode,
        timeZone,
        language,
        now,
      });
      if (!updated) throw conflict('errors.emailTaken');
      return { email: input.email, mail: 'paced', resendAvailableInSeconds: waitSeconds };
    }
    const code = generateVerificationCode();
    const replaced = await replaceUnverifiedRegistration(db, existing.id, {
      passwordHash,
      ...names,
      codeHash: hashVerificationCode(config.sessionSecret, existing.id, code),
      expiresAt: new Date(now.getTime() + VERIFICATION_CODE_TTL_MS),
      timeZone,
      language,
      now,
    });
    // Verified in the meantime.
    if (!replaced) throw conflict('errors.emailTaken');
    const mail = await this.mailCode(
      { id: existing.id, email: input.email, firstName: input.firstName ?? null },
      code,
      language,
    );
    if (mail === 'failed') await this.deps.rateLimiter.reset(limits.codeMailPerAddress(input.email).key);
    return { email: input.email, mail, resendAvailableInSeconds: mail === 'sent' ? RESEND_INTERVAL_S : 0 };
  }

  /**
   * Wrong password and unknown e-mail answer alike, and cost the same argon2 work. Also settles the
   * account's language: a choice made in this browser (`chosen`, its lang cookie) is the
   * newest and is saved; without one, the saved language becomes this browser's.
   */
  async login(
    input: LoginInput,
    ip: string,
    chosen?: Language,
  ): Promise<{ user: CurrentUser; language: Language | null }> {
    const { db, rateLimiter } = this.deps;
    await rateLimiter.consume([limits.loginPerIp(ip)]);
    // Counted as a failure until the password proves right: parallel guesses cannot outrun the limit.
    const notAFailure = await rateLimiter.reserve([limits.loginFailuresPerAccount(input.email)]);

    const user = await findUserByEmail(db, input.email);
    const passwordOk = await verifyPassword(user?.password ?? (await dummyPasswordHash()), input.password);
    if (!user || !passwordOk) throw unauthorized('errors.invalidCredentials');
    await notAFailure();
    if (!user.isEmailVerified) {
      throw forbidden('errors.needsVerification', { needsVerification: true });
    }
    // Each sign-in from a browser that reports its zone keeps the account's zone current.
    if (input.timeZone && input.timeZone !== user.timeZone) {
      await updateTimeZone(db, user.id, input.timeZone);
    }
    if (chosen && chosen !== user.language) await updateLanguage(db, user.id, chosen);
    return {
      user: toCurrentUser(user, await findConsentedNoticeVersion(db, user.id)),
      language: chosen ?? (isLanguage(user.language) ? user.language : null),
    };
  }

  /** Checks the code (at most 5 tries per code, 24 h, once) and marks the e-mail verified. */
  async verifyEmail(email: string, code: string, ip: string): Promise<CurrentUser> {
    const { db, clock, config, rateLimiter } = this.deps;
    await rateLimiter.consume([limits.verifyPerIp(ip)]);
    // Counted as a wrong code until the code proves right (parallel guesses cannot outrun the limit).
    const notAFailure = await rateLimiter.reserve([limits.verifyFailuresPerAccount(email)]);

    const user = await findUserByEmail(db, email);
    // Unknown, already verified and code-less accounts all answer like a wrong code.
    if (!user || user.isEmailVerified || !user.verificationCode) throw badRequest('errors.invalidCode');
    if (user.verificationAttempts >= VERIFICATION_MAX_WRONG_TRIES) {
      await notAFailure();
      throw badRequest('errors.tooManyWrongCodes', TOO_MANY_WRONG_CODES);
    }
    const reserved = await reserveVerificationAttempt(db, user.id, VERIFICATION_MAX_WRONG_TRIES);
    // Parallel guesses used the last tries between the read above and this update.
    if (!reserved) {
      await notAFailure();
      throw badRequest('errors.tooManyWrongCodes', TOO_MANY_WRONG_CODES);
    }

    const now = clock.now();
    const expired = !reserved.expiresAt || reserved.expiresAt <= now;
    if (expired) throw badRequest('errors.invalidCode');
    if (!verificationCodeMatches(config.sessionSecret, user.id, code, reserved.codeHash)) {
      if (reserved.attempts >= VERIFICATION_MAX_WRONG_TRIES) {
        throw badRequest('errors.tooManyWrongCodes', TOO_MANY_WRONG_CODES);
      }
      throw badRequest('errors.invalidCode');
    }
    const verified = await consumeVerificationCode(db, user.id, reserved.codeHash, now);
    // Someone used this very code a moment ago: single use.
    if (!verified) throw badRequest('errors.invalidCode');
    await notAFailure();
    return verified;
  }

  /**
   * A new code for an unverified account; known and unknown addresses answer alike. The mail is in
   * `language`, the page's that asked: the registrant is reading it right now.
   */
  async resendVerification(email: string, ip: string, language: Language): Promise<ResendOutcome> {
    const { db, clock, config, rateLimiter } = this.deps;
    await rateLimiter.consume([limits.resendPerIp(ip)]);
    await this.consumeCodeMailAllowance(email);

    const user = await findUserByEmail(db, email);
    if (!user || user.isEmailVerified) return 'not-needed';
    const code = generateVerificationCode();
    const now = clock.now();
    await replaceVerificationCode(db, user.id, {
      codeHash: hashVerificationCode(config.sessionSecret, user.id, code),
      expiresAt: new Date(now.getTime() + VERIFICATION_CODE_TTL_MS),
      now,
    });
    const outcome = await this.mailCode(user, code, language);
    // Nothing reached the user, so the next try must not wait a minute.
    if (outcome === 'failed') await rateLimiter.reset(limits.codeMailPerAddress(email).key);
    return outcome;
  }

  /** 0 when this call took the address's code-mail allowance, else the seconds until it may. */
  private async takeCodeMailAllowance(email: string): Promise<number> {
    try {
      await this.deps.rateLimiter.consume([limits.codeMailPerAddress(email)]);
      return 0;
    } catch (error) {
      if (error instanceof AppError && error.statusCode === 429) return Number(error.extra.retryAfter) || 1;
      throw error;
    }
  }

  private async consumeCodeMailAllowance(email: string): Promise<void> {
    try {
      await this.deps.rateLimiter.consume([limits.codeMailPerAddress(email)]);
    } catch (error) {
      if (error instanceof AppError && error.statusCode === 429) {
        throw new AppError(
          429,
          'errors.resendTooSoon',
          { ...error.extra, code: VERIFICATION_REFUSALS.resendTooSoon },
          error.headers,
        );
      }
      throw error;
    }
  }

  private async mailCode(
    user: { id: string; email: string; firstName: string | null },
    code: string,
    language: Language,
  ): Promise<MailOutcome> {
    const { config, mailer, clock, db } = this.deps;
    const message = buildVerificationMail({
      to: user.email,
      language,
      code,
      firstName: user.firstName,
      supportEmail: config.supportEmail,
      publicUrl: config.publicUrl,
    });
    try {
      await mailer.send(message);
    } catch (error) {
      if (error instanceof MailDeliveryError) return 'failed';
      throw error;
    }
    await markVerificationSent(db, user.id, clock.now());
    return 'sent';
  }
}
