// The language the admin edits the landing texts in: a selector over the content tabs,
// the shop's default language first. In the default language the tabs are SPEC's forms; in another
// one each content tab shows its texts to translate (translations-form.tsx).
import { useQuery } from '@tanstack/react-query';
import { createContext, useContext, useState, type ReactNode } from 'react';
import { adminLandingTranslations } from '#shared/endpoints/content.ts';
import type { AnswerOf } from '#shared/endpoints/endpoint.ts';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '#shared/i18n/languages.ts';
import type { LandingTab } from '#shared/landing-texts.ts';
import { Label } from '../../../components/ui/label.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { useT } from '../../../i18n/i18n-context.tsx';
import { urlOf } from '../../../lib/call.ts';
import { useSiteInfo } from '../../../lib/site-info.tsx';

type LandingLanguage = { language: Language; defaultLanguage: Language; setLanguage: (l: Language) => void };

const LandingLanguageContext = createContext<LandingLanguage | null>(null);

export function LandingLanguageProvider({ children }: { children: ReactNode }) {
  const { shopLanguage = 'en' } = useSiteInfo();
  const [language, setLanguage] = useState<Language>(shopLanguage);
  return (
    <LandingLanguageContext.Provider value={{ language, defaultLanguage: shopLanguage, setLanguage }}>
      {children}
    </LandingLanguageContext.Provider>
  );
}

export function useLandingLanguage(): LandingLanguage {
  const value = useContext(LandingLanguageContext);
  if (!value) throw new Error('useLandingLanguage outside <LandingLanguageProvider>');
  return value;
}

export function landingTranslationsKey(language: Language) {
  return [urlOf(adminLandingTranslations, { params: { language } })] as const;
}

/** Every landing text in the chosen language (also what each tab's "missing" badge counts). */
export function useLandingTranslations(language: Language) {
  return useQuery<AnswerOf<typeof adminLandingTranslations>>({
    queryKey: landingTranslationsKey(language),
    retry: false,
  });
}

export function LandingLanguageSelect() {
  const t = useT();
  const { language, defaultLanguage, setLanguage } = useLandingLanguage();
  const ordered = [defaultLanguage, ...LANGUAGES.filter((l) => l !== defaultLanguage)];
  return (
    <div className="mb-4 grid max-w-xs gap-1">
      <Label htmlFor="landing-language">{t('adminContent.languageLabel')}</Label>
      <Select
        id="landing-language"
        value={language}
        onChange={(event) => setLanguage(event.target.value as Language)}
      >
        {ordered.map((l) => (
          <option key={l} value={l}>
            {LANGUAGE_NAMES[l]}
          </option>
        ))}
      </Select>
    </div>
  );
}

/** How many of a tab's texts miss a translation (in any language): shown on the tab. */
export function MissingBadge({ tab }: { tab: LandingTab }) {
  const t = useT();
  const { language } = useLandingLanguage();
  const { data } = useLandingTranslations(language);
  const missing = (data?.texts ?? []).filter(
    (entry) =>
      entry.tab === tab &&
      entry.missingIn.length > 0 &&
      (language === data?.defaultLanguage || entry.missingIn.includes(language)),
  ).length;
  if (missing === 0) return null;
  return (
    <span
      className="ml-1 rounded-full bg-amber-100 px-2 text-xs font-semibold text-amber-900"
      data-testid={'missing-' + tab}
      title={t('adminContent.missingCount', { count: missing })}
    >
      <span aria-hidden="true">{missing}</span>
      <span className="sr-only">{t('adminContent.missingCount', { count: missing })}</span>
    </span>
  );
}
