// Landing-page content, media and sections (SPEC §7): public reads, and admin writes declared
// `access.admin` (401 for anyone else, also a signed-in parent, before the body is read).
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { api } from '#shared/paths.ts';
import {
  contentListSchema,
  contentUpdateSchema,
  featuresSectionSchema,
  howItWorksSchema,
  howItWorksStepSchema,
  mediaSchema,
  paypalSettingsSchema,
  ratingsSectionSchema,
  sectionKeySchema,
  videoSectionSchema,
} from '#shared/schemas/content.ts';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../errors.ts';
import { access } from '../../plugins/route-access.ts';
import { parseInput } from '../../validation.ts';
import * as content from './content.service.ts';

/** Public reads may be revalidated, never served stale: an admin's save shows on the next load. */
function revalidate(reply: FastifyReply) {
  reply.header('cache-control', 'no-cache');
}

export const contentRoutes: FastifyPluginAsync = async (app) => {
  const { db, clock } = app.deps;

  // ---- Public reads ----
  app.get(api.media, access.public, async (_request, reply) => {
    revalidate(reply);
    return content.getMedia(db);
  });

  app.get<{ Params: { section: string } }>(api.contentSection, access.public, async (request, reply) => {
    const parsed = sectionKeySchema.safeParse(request.params.section);
    const found = parsed.success ? await content.getContentSection(db, parsed.data) : undefined;
    if (!found) throw notFound();
    revalidate(reply);
    return found;
  });

  const sectionReads: Array<[path: string, read: (db: Database) => Promise<unknown>]> = [
    [api.paypalSettings, content.getPaypalSettings],
    [api.howItWorks, content.getHowItWorks],
    [api.videoSection, content.getVideoSection],
    [api.featuresSection, content.getFeaturesSection],
    [api.ratingsSection, content.getRatingsSection],
  ];
  for (const [path, read] of sectionReads) {
    app.get(path, access.public, async (_request, reply) => {
      revalidate(reply);
      return read(db);
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
      await content.saveContent(db, input, clock.now());
      return input;
    });

    admin.get(api.adminContent, access.admin, async () => siteContentList(await content.getSiteContent(db)));
    admin.post(api.adminContent, access.admin, async (request) => {
      const items = parseInput(contentListSchema, request.body);
      await content.saveContentList(db, items, clock.now());
      return siteContentList(await content.getSiteContent(db));
    });

    admin.get(api.adminMedia, access.admin, async () => content.getMedia(db));
    admin.post(api.adminMedia, access.admin, async (request) => {
      const input = parseInput(mediaSchema, request.body);
      await content.saveMedia(db, input, clock.now());
      const saved = (await content.getMedia(db)).find((item) => item.section === input.section);
      return saved;
    });

    admin.post(api.adminPaypalSettings, access.admin, async (request) => {
      const input = parseInput(paypalSettingsSchema, request.body);
      await content.savePaypalSettings(db, input, clock.now());
      return content.getPaypalSettings(db);
    });

    admin.get(api.adminHowItWorks, access.admin, async () => content.getHowItWorks(db));
    admin.post(api.adminHowItWorks, access.admin, async (request) => {
      const input = parseInput(howItWorksSchema, request.body);
      await content.saveHowItWorksContent(db, input, clock.now());
      return content.getHowItWorks(db);
    });
    admin.post(api.adminHowItWorksStep, access.admin, async (request) => {
      const input = parseInput(howItWorksStepSchema, request.body);
      await content.saveHowItWorksStep(db, input, clock.now());
      return content.getHowItWorks(db);
    });

    admin.get(api.adminVideoSection, access.admin, async () => content.getVideoSection(db));
    admin.post(api.adminVideoSection, access.admin, async (request) => {
      const input = parseInput(videoSectionSchema, request.body);
      await content.saveVideoSection(db, input, clock.now());
      return content.getVideoSection(db);
    });

    admin.get(api.adminFeaturesSection, access.admin, async () => content.getFeaturesSection(db));
    admin.post(api.adminFeaturesSection, access.admin, async (request) => {
      const input = parseInput(featuresSectionSchema, request.body);
      await content.saveFeaturesSection(db, input, clock.now());
      return content.getFeaturesSection(db);
    });

    admin.get(api.adminRatingsSection, access.admin, async () => content.getRatingsSection(db));
    admin.post(api.adminRatingsSection, access.admin, async (request) => {
      const input = parseInput(ratingsSectionSchema, request.body);
      await content.saveRatingsSection(db, input, clock.now());
      return content.getRatingsSection(db);
    });
  });
};

function siteContentList(all: content.SiteContent) {
  return Object.entries(all).map(([section, text]) => ({ section, content: text }));
}
