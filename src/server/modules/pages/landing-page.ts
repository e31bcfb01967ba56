// The landing page for signed-out visitors: its data read once, embedded in the HTML and rendered on
// the server (DESIGN §3), with title, description and Open Graph tags from the CMS texts.
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { PRODUCT_NAME } from '#shared/constants.ts';
import { DEFAULT_PRODUCT_IMAGE_URL } from '#shared/content-defaults.ts';
import { fileUrl, queryKeys, type EmbeddedState } from '#shared/paths.ts';
import type { MediaItem } from '#shared/schemas/content.ts';
import type { AppDeps } from '../../context.ts';
import { i18nState, translatorFor } from '../../i18n/catalogue.ts';
import { loadCurrentAdmin } from '../../plugins/session.ts';
import type { ClientAssets } from '../../render/client-assets.ts';
import { escapeHtml, renderAppDocument, siteInfo } from '../../render/document.ts';
import { landingQueries, renderAppMarkup, type LandingData } from '#web/render/render-app.tsx';

export async function loadLandingData(request: FastifyRequest, deps: AppDeps): Promise<LandingData> {
  const { content, landingTranslations } = deps.services;
  // The texts in the request's language only: the page embeds one language.
  const [{ siteContent, sections }, media, admin] = await Promise.all([
    landingTranslations.textsIn(request.language),
    content.media(),
    loadCurrentAdmin(request),
  ]);
  const translatedInto = request.language === deps.config.shopLanguage ? undefined : request.language;
  return { siteContent, media, sections, isAdmin: Boolean(admin), translatedInto };
}

export async function renderLandingPage(request: FastifyRequest, deps: AppDeps): Promise<string> {
  const data = await loadLandingData(request, deps);
  const state: EmbeddedState = {
    queries: [[queryKeys.currentUser, null], ...landingQueries(data, randomBytes(6).toString('base64url'))],
    site: siteInfo(deps.config),
    i18n: i18nState(request.language),
  };
  const appHtml = await renderAppMarkup(request.url, state, translatorFor(request.language));
  const { title, description } = landingSeo(data);
  const html = renderAppDocument(deps.assets, {
    title,
    description,
    head: [...imagePreloads(appHtml), ...openGraphTags(data, title, description, deps.config.publicUrl)].join(
      '\n    ',
    ),
    appHtml,
    state,
  });
  return inlineStylesheets(html, deps.assets);
}

/**
 * React puts preloads for the above-the-fold images at the start of its markup; a copy at the top of
 * <head> lets them start before the scripts (the browser fetches each URL once).
 */
function imagePreloads(appHtml: string): string[] {
  return /^(?:<link rel="preload" as="image"[^>]*\/>)+/.exec(appHtml)?.[0].match(/<link[^>]*\/>/g) ?? [];
}

function sentence(text: string): string {
  const trimmed = text.trim();
  return !trimmed || /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

export function landingSeo(data: LandingData): { title: string; description: string } {
  const name = data.siteContent.hero_title?.trim() || PRODUCT_NAME;
  const subtitle = data.siteContent.hero_subtitle?.trim() ?? '';
  const title = subtitle ? `${name} – ${subtitle}` : name;
  const description = [
    sentence(subtitle),
    sentence(data.siteContent.hero_description ?? ''),
    sentence(data.sections.howItWorks.content.subtitle),
  ]
    .filter(Boolean)
    .join(' ');
  return { title, description };
}

function productImage(media: MediaItem[]): string {
  const item =
    media.find((m) => m.section === 'product_showcase' && m.imageUrl) ??
    media.find((m) => m.section === 'hero_image' && m.imageUrl);
  return fileUrl(item?.imageUrl) ?? DEFAULT_PRODUCT_IMAGE_URL;
}

function openGraphTags(data: LandingData, title: string, description: string, publicUrl: string): string[] {
  const image = productImage(data.media);
  const absoluteImage = /^https?:\/\//.test(image) ? image : `${publicUrl}${image}`;
  const tag = (property: string, value: string) =>
    `<meta property="${property}" content="${escapeHtml(value)}" />`;
  return [
    `<link rel="canonical" href="${escapeHtml(`${publicUrl}/`)}" />`,
    tag('og:type', 'website'),
    tag('og:site_name', PRODUCT_NAME),
    tag('og:title', title),
    tag('og:description', description),
    tag('og:url', `${publicUrl}/`),
    tag('og:image', absoluteImage),
    `<meta name="twitter:card" content="summary_large_image" />`,
  ];
}

const stylesheetCache = new WeakMap<ClientAssets, Map<string, string | null>>();

/**
 * The app's stylesheet (a few KB compressed) goes inline: the first paint then needs the HTML alone,
 * not a second round trip (the CSP allows inline styles). Anything unexpected keeps its <link>.
 */
function inlineStylesheets(html: string, assets: ClientAssets): string {
  if (!assets.built) return html;
  let cache = stylesheetCache.get(assets);
  if (!cache) stylesheetCache.set(assets, (cache = new Map()));
  const known = cache;
  return html.replace(
    /<link rel="stylesheet"[^>]*href="\/(assets\/[\w.-]+\.css)"[^>]*>/g,
    (tag, file: string) => {
      if (!known.has(file)) {
        const full = path.join(assets.distDir, file);
        const css = existsSync(full) ? readFileSync(full, 'utf8') : null;
        known.set(file, css && !/<\/style/i.test(css) ? css : null);
      }
      const css = known.get(file);
      return css ? `<style>${css}</style>` : tag;
    },
  );
}
