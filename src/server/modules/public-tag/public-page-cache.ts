// Rendered public pages kept in memory, bounded by bytes (least recently used goes first), dropped
// the moment a tag changes (DESIGN §3). Only pages that exist are ever stored.

export type CachedPage = {
  /** The document and its pre-compressed variants. */
  html: Buffer;
  br: Buffer;
  gzip: Buffer;
  /** GET /api/tag/{code}'s answer, already serialised. */
  json: string;
};

const sizeOf = (page: CachedPage) => page.html.length + page.br.length + page.gzip.length + page.json.length;

export class PublicPageCache {
  /** Map iteration order is insertion order: the first key is the least recently used. */
  private readonly pages = new Map<string, CachedPage>();
  private bytes = 0;
  /** Bumped by every invalidation: a render that started before one must not be stored after it. */
  private generation = 0;

  constructor(private readonly maxBytes: number) {}

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

  get(code: string): CachedPage | undefined {
    const page = this.pages.get(code);
    if (page) {
      this.pages.delete(code);
      this.pages.set(code, page);
    }
    return page;
  }

  /** Stores the page unless something changed since `ticket`; answers whether it was stored. */
  set(code: string, page: CachedPage, ticket: number): boolean {
    if (ticket !== this.generation) return false;
    const size = sizeOf(page);
    if (size > this.maxBytes) return false;
    this.remove(code);
    this.pages.set(code, page);
    this.bytes += size;
    for (const [oldest, oldPage] of this.pages) {
      if (this.bytes <= this.maxBytes) break;
      this.pages.delete(oldest);
      this.bytes -= sizeOf(oldPage);
    }
    return true;
  }

  invalidate(code: string): void {
    this.generation++;
    this.remove(code);
  }

  clear(): void {
    this.generation++;
    this.pages.clear();
    this.bytes = 0;
  }

  private remove(code: string): void {
    const page = this.pages.get(code);
    if (!page) return;
    this.pages.delete(code);
    this.bytes -= sizeOf(page);
  }
}
