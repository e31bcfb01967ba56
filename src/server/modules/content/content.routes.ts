// Landing-page content, media and sections (SPEC §7): public reads, and admin writes declared
// `access: 'admin'` (401 for anyone else, also a signed-in parent, before the body is read). The section
// routes come from the registry (src/shared/landing-sections.ts and schemas/landing-section-writes.ts).
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import * as content from '#shared/endpoints/content.ts';
import { LANDING_SECTION_KEYS } from '#shared/landing-sections.ts';
import { notFound } from '../../errors.ts';
import { route } from '../../plugins/endpoint-route.ts';
import type { SiteContent } from './content.service.ts';

/** Public reads may be revalidated, never served stale: an admin's save shows on the next load. */
function revalidate(reply: FastifyReply) {
  reply.header('cache-control', 'no-cache');
}

export const contentRoutes: FastifyPluginAsync = async (app) => {
  const { content: site, landingTranslations } = app.deps.services;

  // ---- Public reads ----
  route(app, content.media, async (_request, reply) => {
    revalidate(reply);
    return site.media();
  });

  route(app, content.contentSection, async (request, reply) => {
    const found = await site.contentSection(request.params.section);
    if (!found) throw notFound();
    revalidate(reply);
    return found;
  });

  // The landing texts in another language, as the landing page's client refetches them.
  route(app, content.landingTexts, async (request, reply) => {
    revalidate(reply);
    return landingTranslations.textsIn(request.params.language);
  });

  for (const key of LANDING_SECTION_KEYS) {
    route(app, content.LANDING_SECTION_ENDPOINTS[key].read, async (_request, reply) => {
      revalidate(reply);
      return site.section(key);
    });
  }

  // ---- Admin ----
  await app.register(async (admin) => {
    admin.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    // Inline edit (SPEC §4).
    route(admin, content.updateContent, async (request) => {
      await site.saveContent(request.body);
      return request.body;
    });

    route(admin, content.adminContent, async () => siteContentList(await site.siteContent()));
    route(admin, content.saveAdminContent, async (request) => {
      await site.saveContentList(request.body);
      return siteContentList(await site.siteContent());
    });

    // The landing texts in one language: the default language's through SPEC's storage.
    route(admin, content.adminLandingTranslations, async (request) =>
      landingTranslations.adminView(request.params.language),
    );
    route(admin, content.saveLandingTranslations, async (request) => {
      const { language } = request.params;
      await landingTranslations.save(language, request.body);
      return landingTranslations.adminView(language);
    });

    route(admin, content.adminMedia, async () => site.media());
    route(admin, content.saveMedia, async (request) => {
      await site.saveMedia(request.body);
      return (await site.media()).find((item) => item.section === request.body.section);
    });

    // Each section: its admin read (unless it has none) and its writes, each answering the section.
    for (const key of LANDING_SECTION_KEYS) {
      const section = content.LANDING_SECTION_ENDPOINTS[key];
      if (section.adminRead) route(admin, section.adminRead, async () => site.section(key));
      for (const [name, write] of Object.entries(section.writes)) {
        route(admin, write, async (request) => {
          await site.saveSection(key, name, request.body as object);
          return site.section(key);
        });
      }
    }
  });
};

function siteContentList(all: SiteContent) {
  return Object.entries(all).map(([section, text]) => ({ section, content: text }));
}
