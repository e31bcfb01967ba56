// Landing-page content, media and sections (SPEC §7): public reads, and admin writes declared
// `access.admin` (401 for anyone else, also a signed-in parent, before the body is read). The section
// routes come from the registry (src/shared/landing-sections.ts and schemas/landing-section-writes.ts).
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { LANDING_SECTION_KEYS, LANDING_SECTIONS } from '#shared/landing-sections.ts';
import { api } from '#shared/paths.ts';
import {
  contentListSchema,
  contentUpdateSchema,
  mediaSchema,
  sectionKeySchema,
} from '#shared/schemas/content.ts';
import { LANDING_SECTION_WRITES, type SectionWrite } from '#shared/schemas/landing-section-writes.ts';
import {
  landingLanguageSchema,
  landingTranslationsSchema,
  type LandingTranslationsInput,
} from '#shared/schemas/landing-translations.ts';
import { notFound } from '../../errors.ts';
import { access } from '../../plugins/route-access.ts';
import { parseInput } from '../../validation.ts';
import type { SiteContent } from './content.service.ts';

/** Public reads may be revalidated, never served stale: an admin's save shows on the next load. */
function revalidate(reply: FastifyReply) {
  reply.header('cache-control', 'no-cache');
}

export const contentRoutes: FastifyPluginAsync = async (app) => {
  const { content, landingTranslations } = app.deps.services;

  // ---- Public reads ----
  app.get(api.media, access.public, async (_request, reply) => {
    revalidate(reply);
    return content.media();
  });

  app.get<{ Params: { section: string } }>(api.contentSection, access.public, async (request, reply) => {
    const parsed = sectionKeySchema.safeParse(request.params.section);
    const found = parsed.success ? await content.contentSection(parsed.data) : undefined;
    if (!found) throw notFound();
    revalidate(reply);
    return found;
  });

  // The landing texts in another language (issue 30), as the landing page's client refetches them.
  app.get<{ Params: { language: string } }>(api.landingTexts, access.public, async (request, reply) => {
    const language = parseInput(landingLanguageSchema, request.params.language);
    revalidate(reply);
    return landingTranslations.textsIn(language);
  });

  for (const key of LANDING_SECTION_KEYS) {
    app.get(LANDING_SECTIONS[key].path, access.public, async (_request, reply) => {
      revalidate(reply);
      return content.section(key);
    });
  }

  // ---- Admin ----
  await app.register(async (admin) => {
    admin.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    // Inline edit (SPEC §4).
    admin.put(api.content, access.admin, async (request) => {
      const input = parseInput(contentUpdateSchema, request.body);
      await content.saveContent(input);
      return input;
    });

    admin.get(api.adminContent, access.admin, async () => siteContentList(await content.siteContent()));
    admin.post(api.adminContent, access.admin, async (request) => {
      const items = parseInput(contentListSchema, request.body);
      await content.saveContentList(items);
      return siteContentList(await content.siteContent());
    });

    // The landing texts in one language (issue 30): the default language's through SPEC's storage.
    admin.get<{ Params: { language: string } }>(api.adminLandingTranslations, access.admin, async (request) =>
      landingTranslations.adminView(parseInput(landingLanguageSchema, request.params.language)),
    );
    admin.put<{ Params: { language: string } }>(
      api.adminLandingTranslations,
      access.admin,
      async (request) => {
        const language = parseInput(landingLanguageSchema, request.params.language);
        const input = parseInput(landingTranslationsSchema, request.body) as LandingTranslationsInput;
        await landingTranslations.save(language, input);
        return landingTranslations.adminView(language);
      },
    );

    admin.get(api.adminMedia, access.admin, async () => content.media());
    admin.post(api.adminMedia, access.admin, async (request) => {
      const input = parseInput(mediaSchema, request.body);
      await content.saveMedia(input);
      const saved = (await content.media()).find((item) => item.section === input.section);
      return saved;
    });

    // Each section: its admin read (unless it has none) and its writes, each answering the section.
    for (const key of LANDING_SECTION_KEYS) {
      const section = LANDING_SECTIONS[key];
      if (section.adminRead) admin.get(section.adminPath, access.admin, async () => content.section(key));
      const writes: Record<string, SectionWrite> = LANDING_SECTION_WRITES[key];
      for (const [name, write] of Object.entries(writes)) {
        admin.post(write.path, access.admin, async (request) => {
          await content.saveSection(key, name, parseInput(write.schema, request.body) as object);
          return content.section(key);
        });
      }
    }
  });
};

function siteContentList(all: SiteContent) {
  return Object.entries(all).map(([section, text]) => ({ section, content: text }));
}
