// Rendered public pages kept in memory, bounded by bytes (least recently used goes first), dropped
// the moment a tag changes (DESIGN §3). Only pages that exist are ever stored. A code has one page
// per language (decision 024); a change drops all of them. A page that shows something for a
// while only (lost-child mode, an age until the next birthday: decision 044) carries its expiry and is
// never served after it.
// When change notifications may have been missed, pages are marked unconfirmed rather than dropped
// (decision 021): an unconfirmed page is re-read once the database answers, and is the responder's
// page for as long as it does not.
import type { Clock } from '../../adapters/clock.ts';
import { systemClock } from '../../adapters/clock.ts';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '#shared/i18n/languages.ts';

export type CachedPage = {
  /** The document and its pre-compressed variants. */
  html: Buffer;
  br: Buffer;
  gzip: Buffer;
  /** GET /api/tag/{code}'s answer, already serialised. */
  json: string;
  /** When the page stops being true (ms since the epoch, app clock): lost mode's end, the next birthday. */
  expiresAt?: number;
};

const sizeOf = (page: CachedPage) => page.html.length + page.br.length + page.gzip.length + page.json.length;
/** Codes are printable ASCII without spaces, so the space cannot be part of one. */
const keyOf = (code: string, language: Language) => `${code} ${language}`;

export class PublicPageCache {
  /** Map iteration order is insertion order: the first key is the least recently used. */
  private readonly pages = new Map<string, CachedPage>();
  private bytes = 0;
  /** Keys whose page may be out of date (notifications may have been missed since it was stored). */
  private readonly unconfirmed = new Set<string>();
  /** Bumped by every invalidation: a render that started before one must not be stored after it. */
  private generation = 0;

  constructor(
    private readonly maxBytes: number,
    private readonly clock: Clock = systemClock,
  ) {}

  get size(): number {
    return this.pages.size;
  }

  get totalBytes(): number {
    return this.bytes;
  }

  /** Take this before reading the database; hand it back to `set`. */
  ticket(): number {
    return this.generation;
  }

  /** A page known to be current: stored since the last `markUnconfirmed`. */
  get(code: string, language: Language = DEFAULT_LANGUAGE): CachedPage | undefined {
    // One Set look-up only while some page is unconfirmed (after a lost listening connection).
    if (this.unconfirmed.size > 0 && this.unconfirmed.has(keyOf(code, language))) return undefined;
    return this.fallback(code, language);
  }

  /** The page as last stored, confirmed or not: what to serve when the database cannot answer. */
  fallback(code: string, language: Language = DEFAULT_LANGUAGE): CachedPage | undefined {
    const key = keyOf(code, language);
    const page = this.pages.get(key);
    if (page && page.expiresAt !== undefined && page.expiresAt <= this.clock.now().getTime()) {
      this.remove(key);
      return undefined;
    }
    if (page) {
      this.pages.delete(key);
      this.pages.set(key, page);
    }
    return page;
  }

  /** Stores the page unless something changed since `ticket`; answers whether it was stored. */
  set(code: string, page: CachedPage, ticket: number, language: Language = DEFAULT_LANGUAGE): boolean {
    if (ticket !== this.generation) return false;
    const size = sizeOf(page);
    if (size > this.maxBytes) return false;
    const key = keyOf(code, language);
    this.remove(key);
    this.pages.set(key, page);
    this.bytes += size;
    for (const oldest of this.pages.keys()) {
      if (this.bytes <= this.maxBytes) break;
      this.remove(oldest);
    }
    return true;
  }

  invalidate(code: string): void {
    this.generation++;
    for (const language of LANGUAGES) this.remove(keyOf(code, language));
  }

  /**
   * Notifications may have been missed: every stored page is kept but no longer served as current
   * (`get` skips it, `fallback` still has it), and renders under way are not stored.
   */
  markUnconfirmed(): void {
    this.generation++;
    for (const key of this.pages.keys()) this.unconfirmed.add(key);
  }

  clear(): void {
    this.generation++;
    this.pages.clear();
    this.unconfirmed.clear();
    this.bytes = 0;
  }

  private remove(key: string): void {
    this.unconfirmed.delete(key);
    const page = this.pages.get(key);
    if (!page) return;
    this.pages.delete(key);
    this.bytes -= sizeOf(page);
  }
}
