// A dashboard tab as the chosen landing language shows it: SPEC's form in the shop's default
// language, the tab's texts to translate in another. Tabs without texts are unchanged.
import type { ComponentType } from 'react';
import type { LandingTab } from '#shared/landing-texts.ts';
import { MissingBadge, useLandingLanguage } from './landing-language.tsx';
import { TranslationsForm } from './translations-form.tsx';

/** The dashboard's tab values that hold landing texts. */
export const TEXT_TABS: Readonly<Record<string, LandingTab>> = {
  hero: 'hero',
  paypal: 'paypal',
  'how-it-works': 'howItWorks',
  video: 'video',
  features: 'features',
  ratings: 'ratings',
};

export function ContentTab({ value, Panel }: { value: string; Panel: ComponentType }) {
  const { language, defaultLanguage } = useLandingLanguage();
  const tab = TEXT_TABS[value];
  if (!tab || language === defaultLanguage) return <Panel />;
  return <TranslationsForm tab={tab} />;
}

export function TabMissingBadge({ value }: { value: string }) {
  const tab = TEXT_TABS[value];
  return tab ? <MissingBadge tab={tab} /> : null;
}
