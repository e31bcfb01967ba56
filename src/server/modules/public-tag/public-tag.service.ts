// The public emergency data and page (SPEC §2, §7; DESIGN §3): rendered once per change and served
// from memory; every instance drops a page the moment its tag changes (TagChangeBus). Unknown codes
// are limited hard per IP, counted only on misses, so a page that exists is never refused. Each
// language is its own page: rendered on first request, cached by code and language.
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { TAG_CODE_MAX_LENGTH, TAG_CODE_MIN_LENGTH } from '#shared/constants.ts';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '#shared/i18n/languages.ts';
import { waitTime } from '#shared/wait-time.ts';
import type { PublicTag } from '#shared/schemas/tag.ts';
import type { ResponderAnswer, ResponderPageSettings } from '#web/render/render-tag-page.tsx';
import type { Infra } from '../../context.ts';
import { translatorFor } from '../../i18n/catalogue.ts';
import type { AppError } from '../../errors.ts';
import { gone, notFound } from '../../errors.ts';
import {
  DATABASE_RETRY_AFTER_SECONDS,
  isDatabaseUnavailable,
  withinTime,
} from '../../db/connection-failure.ts';
import { HOUR_MS } from '../../infra/rate-limit/rate-limiter.ts';
import { PublicPageCache, type CachedPage } from './public-page-cache.ts';
import { PublicTagDocuments } from './public-tag.document.ts';
import { findActivePublicTag, isRetiredCode, type PublicTagRead } from './public-tag.repo.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
/** A code worth looking up: printable ASCII of the right length (no NUL or other bytes the database refuses). */
const PLAUSIBLE_CODE = new RegExp(`^[\\x21-\\x7e]{${TAG_CODE_MIN_LENGTH},${TAG_CODE_MAX_LENGTH}}$`);

/** 20 wrong codes an hour per address: 60-bit codes stay out of reach of guessing. */
export const UNKNOWN_CODE_LIMIT = { limit: 20, windowMs: HOUR_MS };
/**
 * Most bracelet pages are opened once, so the first render is the common path: quality 6 costs well
 * under a millisecond for ~10 % more bytes than quality 11, which costs tens (decision 021).
 */
const BROTLI_QUALITY = 6;
/**
 * About 3,000 typical pages (HTML ~28 KB with its inlined CSS + br + gzip + JSON ≈ 44 KB each). Pages
 * are read in no order a cache can predict (every band is its own), so a cache smaller than the pages
 * in use misses on nearly every request (the bench over 1,000 tags did, at 32 MB).
 */
export const PAGE_CACHE_MAX_BYTES = 128 * 1024 * 1024;

/**
 * How long a responder with a kept page waits for the database to re-read it: a database that hangs
 * (a cut network, not a refused connection) would otherwise hold the page for the pool's 5 s
 * connection timeout, or for as long as a query on an open connection hangs.
 */
export const KEPT_PAGE_WAIT_MS = 1000;
/** Without a kept page, how long a responder waits for the database before the 503 page. */
const PAGE_READ_LIMIT_MS = 3000;

const loadingKey = (code: string, language: Language) => `${code} ${language}`;

type Deps = Pick<Infra, 'db' | 'clock' | 'rateLimiter' | 'tagChanges' | 'assets' | 'config' | 'metrics'>;

export class PublicTagService {
  readonly cache: PublicPageCache;
  private readonly documents: PublicTagDocuments;
  /** One database read and render per code and language at a time, however many responders arrive together. */
  private readonly loading = new Map<string, Promise<CachedPage | null>>();
  private readonly unsubscribe: () => void;
  /** Until when (app clock, ms) kept pages are served without asking the database; 0: ask it. */
  private databaseDownUntil = 0;

  constructor(private readonly deps: Deps) {
    this.cache = new PublicPageCache(PAGE_CACHE_MAX_BYTES, deps.clock);
    this.documents = new PublicTagDocuments(deps.assets);
    this.unsubscribe = deps.tagChanges.subscribe({
      changed: (code) => {
        this.cache.invalidate(code);
        for (const language of LANGUAGES) this.loading.delete(loadingKey(code, language));
      },
      // Kept, not dropped: the page as last rendered is what a responder gets while the database is away.
      reset: () => {
        this.cache.markUnconfirmed();
        this.loading.clear();
      },
    });
  }

  /**
   * The page of an active tag (any letter case) in `language`. Unknown: 404; retired: 410; either is
   * 429 once over the limit. The JSON answer is the same in every language.
   */
  async page(rawCode: string, ip: string, language: Language = DEFAULT_LANGUAGE): Promise<CachedPage> {
    const code = rawCode.trim().toUpperCase();
    // The database failed a moment ago: a kept page is served without waiting on it again.
    if (this.databaseDownUntil !== 0) {
      const kept = this.keptWhileDatabaseDown(code, language);
      if (kept) {
        this.deps.metrics.publicPageCache.inc({ result: 'kept' });
        return kept;
      }
    }
    // Edits saved on another instance must show at once: its notification is heard before the cache
    // is read. If that cannot be assured, the page comes from the database.
    const current = await this.deps.tagChanges.sync().then(
      () => true,
      () => false,
    );
    const cached = current ? this.cache.get(code, language) : undefined;
    if (cached) {
      this.deps.metrics.publicPageCache.inc({ result: 'hit' });
      return cached;
    }
    this.deps.metrics.publicPageCache.inc({ result: 'miss' });
    const kept = this.cache.fallback(code, language);
    const page = kept
      ? await this.loadOrKeep(code, language, current, kept)
      : await withinTime(this.load(code, language, current), PAGE_READ_LIMIT_MS);
    if (page) return page;
    // Deactivated while notifications were missed: its kept page must not outlive the database's answer.
    if (kept) this.cache.invalidate(code);
    return withinTime(this.refuseUnknownCode(ip, code), PAGE_READ_LIMIT_MS);
  }

  /**
   * The answer to a code without an active tag (upper case), here and on the page's other routes:
   * counted as a miss, then 410 for a retired tag, else 404. Only misses pay the extra
   * look-up, and only within the miss limit (decision 017).
   */
  async refuseUnknownCode(ip: string, code: string): Promise<never> {
    await this.countUnknownCode(ip);
    if (this.isPlausibleCode(code) && (await isRetiredCode(this.deps.db, code))) {
      throw gone('errors.publicTagNotFound');
    }
    throw notFound('errors.publicTagNotFound');
  }

  /** A look-up of a code without an active tag, by this address: 429 once over the limit. */
  async countUnknownCode(ip: string): Promise<void> {
    await this.deps.rateLimiter.consume([{ key: `public-tag:miss:ip:${ip}`, ...UNKNOWN_CODE_LIMIT }]);
  }

  /** Worth a database look-up (upper-case code): anything else is unknown without asking. */
  isPlausibleCode(code: string): boolean {
    return PLAUSIBLE_CODE.test(code);
  }

  /**
   * The page as one of its forms answered (issue 35), in `language`: built from the page's own data
   * (kept pages too, so it answers while the database is away), never cached.
   */
  async answerHtml(
    rawCode: string,
    ip: string,
    language: Language,
    answer: ResponderAnswer,
  ): Promise<string> {
    const page = await this.page(rawCode, ip, language);
    const { t, ...settings } = this.settings(language);
    const tag = JSON.parse(page.json) as PublicTag;
    return this.documents.page({ tag, ...settings }, t, answer);
  }

  /** The page as its signed-in owner sees it: with their bar. Built per request, never cached. */
  ownerHtml(page: CachedPage, tagId: string, ownerLanguage: Language): Buffer {
    return this.documents.withOwnerBar(page.html, tagId, ownerLanguage, translatorFor(ownerLanguage));
  }

  /**
   * The page's answer when the database cannot be reached and the page is not kept (decision 021):
   * SPEC's error text, then that the page cannot be loaded right now, with the emergency number.
   */
  unavailableHtml(language: Language): string {
    const settings = this.settings(language);
    const { t } = settings;
    return this.documents.notice(t('publicTag.error'), settings, t('responder.notices.unavailable'));
  }

  /** The error page for a failed look-up (404, 410 or 429), in `language`, under SPEC's words in English. */
  noticeHtml(error: AppError, language: Language): string {
    const settings = this.settings(language);
    const retryAfter = error.extra.retryAfter;
    const { t } = settings;
    let message = t('publicTag.error');
    if (error.statusCode === 429 && typeof retryAfter === 'number') {
      const wait = waitTime(retryAfter);
      message = t(
        wait.unit === 'seconds'
          ? 'responder.notices.tooManyLookups'
          : 'responder.notices.tooManyLookupsMinutes',
        { count: wait.count },
      );
    }
    return this.documents.notice(message, settings);
  }

  /** The database failed a moment ago: other look-ups on the page's way skip it too (decision 021). */
  isDatabaseKnownDown(): boolean {
    return this.deps.clock.now().getTime() < this.databaseDownUntil;
  }

  /** For the next few seconds kept pages, and the page's other look-ups, do not wait on the database. */
  noteDatabaseDown(): void {
    this.deps.metrics.database.unavailable.inc({ source: 'public_page' });
    this.databaseDownUntil = this.deps.clock.now().getTime() + DATABASE_RETRY_AFTER_SECONDS * 1000;
  }

  close(): void {
    this.unsubscribe();
  }

  private settings(language: Language): ResponderPageSettings {
    const { supportEmail, emergencyNumber } = this.deps.config;
    return { supportEmail, emergencyNumber, language, t: translatorFor(language) };
  }

  /**
   * Reads a kept page again; if the database is unreachable, or has not answered within
   * KEPT_PAGE_WAIT_MS (a database that hangs rather than refuses), the kept page is the answer
   * (decision 021), and for the next few seconds kept pages are served without asking it again.
   * Any other failure is thrown: a bug must show, not hide behind a stale page.
   */
  private async loadOrKeep(
    code: string,
    language: Language,
    current: boolean,
    kept: CachedPage,
  ): Promise<CachedPage | null> {
    try {
      const page = await withinTime(this.load(code, language, current), KEPT_PAGE_WAIT_MS);
      this.databaseDownUntil = 0;
      return page;
    } catch (error) {
      // Any other failure (a render bug) must show, not hide behind a stale page and a "down" database.
      if (!isDatabaseUnavailable(error)) throw error;
      // Unreachable, or still reading (it stores the page if it ever finishes): the kept page.
      this.noteDatabaseDown();
      return kept;
    }
  }

  private keptWhileDatabaseDown(code: string, language: Language): CachedPage | undefined {
    if (this.deps.clock.now().getTime() >= this.databaseDownUntil) {
      this.databaseDownUntil = 0;
      return undefined;
    }
    return this.cache.fallback(code, language);
  }

  private load(code: string, language: Language, current: boolean): Promise<CachedPage | null> {
    if (!current) return this.render(code, language);
    const key = loadingKey(code, language);
    let pending = this.loading.get(key);
    if (!pending) {
      pending = this.render(code, language).finally(() => {
        if (this.loading.get(key) === pending) this.loading.delete(key);
      });
      this.loading.set(key, pending);
    }
    return pending;
  }

  private async render(code: string, language: Language): Promise<CachedPage | null> {
    if (!this.isPlausibleCode(code)) return null;
    const ticket = this.cache.ticket();
    const read = await findActivePublicTag(this.deps.db, code, this.deps.clock.now());
    if (!read) return null;
    const page = await this.build(read, language);
    this.cache.set(code, page, ticket, language);
    return page;
  }

  private async build(
    { tag, ageChangesAt, turnsStaleAt }: PublicTagRead,
    language: Language,
  ): Promise<CachedPage> {
    const { t, ...settings } = this.settings(language);
    const html = Buffer.from(this.documents.page({ tag, ...settings }, t));
    const [br, gzip] = await Promise.all([
      brotli(html, {
        params: { [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [zlib.BROTLI_PARAM_SIZE_HINT]: html.length },
      }),
      gzipAsync(html, { level: 9 }),
    ]);
    // A lost page is true until lost_until only, an age from a birth month until the next birthday, a
    // recent check until it is a year old: the cache drops the page at the first of these.
    const ends = [
      tag.lost ? Date.parse(tag.lost.until) : Infinity,
      ageChangesAt?.getTime() ?? Infinity,
      turnsStaleAt?.getTime() ?? Infinity,
    ];
    const earliest = Math.min(...ends);
    const expiresAt = Number.isFinite(earliest) ? earliest : undefined;
    return { html, br, gzip, json: JSON.stringify(tag), expiresAt };
  }
}
