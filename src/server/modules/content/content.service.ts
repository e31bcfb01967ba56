// Landing-page content (SPEC §3, §7): public reads that fall back to the defaults of src/shared, and
// the admin writes (idempotent upserts). The landing page embeds the same reads in its HTML (DESIGN §3).
import { SITE_CONTENT_DEFAULTS } from '#shared/content-defaults.ts';
import {
  LANDING_SECTION_KEYS,
  type LandingSectionAnswers,
  type LandingSectionKey,
  type SectionAnswer,
} from '#shared/landing-sections.ts';
import type { ContentUpdateInput, MediaInput, MediaItem } from '#shared/schemas/content.ts';
import type { Clock } from '../../adapters/clock.ts';
import type { Database } from '../../db/client.ts';
import * as repo from './content.repo.ts';
import { SERVER_SECTIONS, type SaveSection } from './landing-sections.ts';

export type SiteContent = Record<string, string>;

export class ContentService {
  private readonly db: Database;
  private readonly clock: Clock;

  constructor({ db, clock }: { db: Database; clock: Clock }) {
    this.db = db;
    this.clock = clock;
  }

  /** Every site text: the defaults overlaid with what admins saved. */
  async siteContent(): Promise<SiteContent> {
    const rows = await repo.selectSiteContent(this.db);
    const content: SiteContent = { ...SITE_CONTENT_DEFAULTS };
    for (const row of rows) content[row.section] = row.content;
    return content;
  }

  /** One site text, or undefined for a key that is neither saved nor a known default. */
  async contentSection(section: string): Promise<{ section: string; content: string } | undefined> {
    const row = await repo.selectSiteContentSection(this.db, section);
    if (row) return row;
    if (Object.hasOwn(SITE_CONTENT_DEFAULTS, section)) {
      return { section, content: SITE_CONTENT_DEFAULTS[section as keyof typeof SITE_CONTENT_DEFAULTS] };
    }
    return undefined;
  }

  async media(): Promise<MediaItem[]> {
    const rows = await repo.selectMedia(this.db);
    return rows.map((row) => ({ ...row, updatedAt: row.updatedAt.toISOString() }));
  }

  /** A landing section as its public GET answers it (SPEC §7). */
  section<K extends LandingSectionKey>(key: K): Promise<SectionAnswer<K>> {
    return SERVER_SECTIONS[key].read(this.db);
  }

  /** Every landing section, read at once (the landing page embeds them). */
  async sections(): Promise<LandingSectionAnswers> {
    const answers = await Promise.all(LANDING_SECTION_KEYS.map((key) => this.section(key)));
    return Object.fromEntries(
      LANDING_SECTION_KEYS.map((key, i) => [key, answers[i]]),
    ) as LandingSectionAnswers;
  }

  // ---- Admin writes -----------------------------------------------------------------------------

  async saveContent(input: ContentUpdateInput): Promise<void> {
    await repo.upsertSiteContent(this.db, input.section, input.content, this.clock.now());
  }

  /** A list of texts is saved whole or not at all. */
  async saveContentList(items: ContentUpdateInput[]): Promise<void> {
    const now = this.clock.now();
    await this.db.transaction(async (tx) => {
      for (const item of items) await repo.upsertSiteContent(tx, item.section, item.content, now);
    });
  }

  async saveMedia(input: MediaInput): Promise<void> {
    await repo.upsertMedia(
      this.db,
      {
        section: input.section,
        imageUrl: input.imageUrl,
        title: input.title,
        description: input.description ?? null,
      },
      this.clock.now(),
    );
  }

  /** One of a section's admin writes (its `save`, or another it declares), input already checked. */
  async saveSection(key: LandingSectionKey, write: string, input: object): Promise<void> {
    const save = (SERVER_SECTIONS[key].save as Record<string, SaveSection | undefined>)[write];
    if (!save) throw new Error(`No write ${write} for section ${key}`);
    await save(this.db, input, this.clock.now());
  }
}
