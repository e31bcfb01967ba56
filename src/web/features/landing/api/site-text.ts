// One editable landing text (SPEC §7 GET /api/content/{section} → {section, content}), with SPEC's
// default until it loads or when the read fails. The server embeds every key in the landing HTML.
import { useQuery } from '@tanstack/react-query';
import { SITE_CONTENT_DEFAULTS, type SiteContentKey } from '#shared/content-defaults.ts';
import type { contentSection } from '#shared/endpoints/content.ts';
import type { AnswerOf } from '#shared/endpoints/endpoint.ts';
import { queryKeys } from '#shared/paths.ts';
import { editedOr } from '../landing-texts.ts';
import { useTranslatedLandingTexts } from '../../../api/landing-texts.ts';

export type SiteTextAnswer = AnswerOf<typeof contentSection>;

export function useSiteText(key: SiteContentKey): string {
  const translated = useTranslatedLandingTexts();
  const { data } = useQuery<SiteTextAnswer | null>({
    queryKey: queryKeys.content(key),
    enabled: translated === undefined,
  });
  if (translated !== undefined) return translated?.siteContent[key] ?? SITE_CONTENT_DEFAULTS[key];
  return data?.content ?? SITE_CONTENT_DEFAULTS[key];
}

/** A text with two editors (decision 033): its inline edit once that differs from the default, else the section's value. */
export function useEditedText(key: SiteContentKey, sectionValue: string): string {
  return editedOr(useSiteText(key), SITE_CONTENT_DEFAULTS[key], sectionValue);
}
