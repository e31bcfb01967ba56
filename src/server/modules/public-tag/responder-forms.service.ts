// The public page's own forms (issue 35): the PIN box and the call-back number, posted by a browser
// with or without the page's script. Each answers the whole page again, in the form's language, with
// what happened in place: the same checks, limits and status codes as the JSON calls they stand beside
// (POST /api/tag/{code}/unlock and /contact), never a JSON error. Unknown and retired codes throw, so
// the route answers them with the page's notice, as GET /tag/{code} does.
import type { Language } from '#shared/i18n/languages.ts';
import { contactShareSchema } from '#shared/schemas/responder-share.ts';
import { unlockSchema } from '#shared/schemas/tag.ts';
import { waitMinutes } from '#shared/wait-time.ts';
import type { ContactAnswer, ResponderAnswer, UnlockAnswer } from '#web/render/render-tag-page.tsx';
import {
  DATABASE_RETRY_AFTER_SECONDS,
  isDatabaseUnavailable,
  withinTime,
} from '../../db/connection-failure.ts';
import { AppError, databaseUnavailable } from '../../errors.ts';
import type { Responder, ResponderSharesService } from '../responder-shares/responder-shares.service.ts';
import type { PinUnlockService } from './pin-unlock.service.ts';
import type { PublicTagService } from './public-tag.service.ts';

/** A form's answer: the page and how the JSON call would have answered. */
export type FormPage = { status: number; html: string; headers: Record<string, string> };

/** What the route hands over: the form's fields as posted (strings), the caller and the page's language. */
export type PostedForm = { code: string; fields: Record<string, string>; ip: string; language: Language };

type Refusal = {
  status: number;
  headers: Record<string, string>;
  problem: 'failed' | { waitMinutes: number };
};

/**
 * How long a form waits on the database (the PIN check, the share) before it answers 503: a database
 * that hangs must not hold a responder while the page itself is still served from memory.
 */
export const FORM_DATABASE_LIMIT_MS = 3000;

type Deps = {
  publicTag: Pick<PublicTagService, 'page' | 'answerHtml' | 'isDatabaseKnownDown' | 'noteDatabaseDown'>;
  pinUnlock: Pick<PinUnlockService, 'unlock'>;
  responderShares: Pick<ResponderSharesService, 'shareContact'>;
};

/**
 * A refusal the page says in place: too many (429, with its wait), no parent to send to (409) or the
 * database away (503). Anything else (the code is unknown or retired, a bug) is thrown to the route.
 */
function refusalOf(error: unknown): Refusal {
  if (error instanceof AppError && error.statusCode === 429) {
    const seconds = Number(error.headers['retry-after']) || 60;
    return { status: 429, headers: error.headers, problem: { waitMinutes: waitMinutes(seconds) } };
  }
  // A bracelet no parent has activated (409): the page again, which offers it no form; never a 500.
  if (error instanceof AppError && error.statusCode === 409) {
    return { status: 409, headers: error.headers, problem: 'failed' };
  }
  if (isDatabaseUnavailable(error) || (error instanceof AppError && error.statusCode === 503)) {
    return {
      status: 503,
      headers: { 'retry-after': String(DATABASE_RETRY_AFTER_SECONDS) },
      problem: 'failed',
    };
  }
  throw error;
}

export class ResponderFormsService {
  constructor(private readonly deps: Deps) {}

  /** 200 with the protected fields shown once; 400 not a PIN (no try used), 403 wrong, 429 too many. */
  async unlock(form: PostedForm): Promise<FormPage> {
    await this.knownPage(form);
    const parsed = unlockSchema.safeParse({ pin: form.fields.pin ?? '' });
    if (!parsed.success) return this.page(form, 400, {}, { unlock: { problem: 'pinDigits' } });
    let answer: UnlockAnswer;
    try {
      const unlocked = await this.bounded(() =>
        this.deps.pinUnlock.unlock(form.code, parsed.data.pin, form.ip),
      );
      answer = { fields: unlocked.fields };
    } catch (error) {
      if (error instanceof AppError && error.statusCode === 403) {
        return this.page(form, 403, {}, { unlock: { problem: 'wrong' } });
      }
      const { status, headers, problem } = refusalOf(error);
      return this.page(form, status, headers, { unlock: { problem } });
    }
    return this.page(form, 200, {}, { unlock: answer });
  }

  /** 200 saying it was sent; 400 the form again with what to fix, 429 with the wait. */
  async shareContact(form: PostedForm, responder: Responder): Promise<FormPage> {
    await this.knownPage(form);
    const values = {
      name: form.fields.name ?? '',
      phone: form.fields.phone ?? '',
      message: form.fields.message ?? '',
    };
    const parsed = contactShareSchema.safeParse(values);
    if (!parsed.success) {
      const wrong = new Set(parsed.error.issues.map((issue) => String(issue.path[0])));
      const invalid = { name: wrong.has('name'), phone: wrong.has('phone'), message: wrong.has('message') };
      return this.page(form, 400, {}, { contact: { values, invalid } });
    }
    let answer: ContactAnswer = { sent: true };
    let status = 200;
    let headers: Record<string, string> = {};
    try {
      await this.bounded(() => this.deps.responderShares.shareContact(form.code, responder, parsed.data));
    } catch (error) {
      const refusal = refusalOf(error);
      ({ status, headers } = refusal);
      answer = { values, invalid: {}, problem: refusal.problem };
    }
    return this.page(form, status, headers, { contact: answer });
  }

  /**
   * The page first (from memory for a known code): an unknown or retired code throws here, counted once
   * as a miss, before the form's own work could count it and the answer's page count it again.
   */
  private async knownPage({ code, ip, language }: PostedForm): Promise<void> {
    await this.deps.publicTag.page(code, ip, language);
  }

  /**
   * A form refused before it was read (a body over the limit, not a form, another site's post): the
   * page again with its form's failure at the refusal's status. A PIN that could not be read as one is
   * told what a PIN looks like; anything else is a plain failure.
   */
  refused(form: PostedForm, status: number, which: 'unlock' | 'contact'): Promise<FormPage> {
    const unreadable = status === 400 || status === 413 || status === 415;
    const answer: ResponderAnswer =
      which === 'unlock'
        ? { unlock: { problem: unreadable ? 'pinDigits' : 'failed' } }
        : { contact: { values: { name: '', phone: '', message: '' }, invalid: {}, problem: 'failed' } };
    return this.page(form, status, {}, answer);
  }

  /**
   * A form's database work, within FORM_DATABASE_LIMIT_MS; while the database is known to be down (it
   * failed a moment ago) not tried at all. A timed-out share may still be stored when the database
   * answers: the responder was told it failed, and may send it again.
   */
  private async bounded<T>(work: () => Promise<T>): Promise<T> {
    const { publicTag } = this.deps;
    if (publicTag.isDatabaseKnownDown()) throw databaseUnavailable(DATABASE_RETRY_AFTER_SECONDS);
    try {
      return await withinTime(work(), FORM_DATABASE_LIMIT_MS);
    } catch (error) {
      if (isDatabaseUnavailable(error)) publicTag.noteDatabaseDown();
      throw error;
    }
  }

  private async page(
    { code, ip, language }: PostedForm,
    status: number,
    headers: Record<string, string>,
    answer: ResponderAnswer,
  ): Promise<FormPage> {
    return { status, headers, html: await this.deps.publicTag.answerHtml(code, ip, language, answer) };
  }
}
