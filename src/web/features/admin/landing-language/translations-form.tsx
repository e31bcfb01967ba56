// A content tab in a language other than the shop's default: each of the tab's texts with
// the default language's text beside it and where it is still missing; saving writes this language.
import { useState, type FormEvent } from 'react';
import { saveLandingTranslations } from '#shared/endpoints/content.ts';
import { LANGUAGE_NAMES, type Language } from '#shared/i18n/languages.ts';
import type { LandingTab, LandingTextKey } from '#shared/landing-texts.ts';
import type { LandingTextEntry } from '#shared/schemas/landing-translations.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { useT } from '../../../i18n/i18n-context.tsx';
import { useEndpointMutation } from '../../../lib/use-endpoint-mutation.ts';
import { EVERY_QUERY } from '../components/use-admin-save.ts';
import { useLandingLanguage, useLandingTranslations } from './landing-language.tsx';

export function TranslationsForm({ tab }: { tab: LandingTab }) {
  const t = useT();
  const { language, defaultLanguage } = useLandingLanguage();
  const current = useLandingTranslations(language);
  const source = useLandingTranslations(defaultLanguage);
  if (current.isError || source.isError) {
    return (
      <p role="alert" className="text-red-700">
        {t('adminContent.loadFailed')}
      </p>
    );
  }
  if (!current.data || !source.data) return <p role="status">{t('common.loading')}</p>;
  const entries = current.data.texts.filter((entry) => entry.tab === tab);
  if (entries.length === 0) return <p>{t('adminContent.noTexts')}</p>;
  const sourceTexts = new Map(source.data.texts.map((entry) => [entry.key, entry.shown]));
  return (
    <Form
      key={`${language}-${tab}`}
      language={language}
      defaultLanguage={defaultLanguage}
      entries={entries}
      sourceTexts={sourceTexts}
    />
  );
}

function Form({
  language,
  defaultLanguage,
  entries,
  sourceTexts,
}: {
  language: Language;
  defaultLanguage: Language;
  entries: LandingTextEntry[];
  sourceTexts: Map<LandingTextKey, string>;
}) {
  const t = useT();
  const [drafts, setDrafts] = useState<Partial<Record<LandingTextKey, string>>>(() =>
    Object.fromEntries(entries.map((entry) => [entry.key, entry.written ?? ''])),
  );
  const save = useEndpointMutation(saveLandingTranslations, {
    input: () => ({ params: { language }, body: { texts: drafts } }),
    success: { title: 'adminContent.saved' },
    failure: { title: 'adminContent.saveFailed', fallback: 'adminContent.saveFailed' },
    invalidates: EVERY_QUERY,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
  return (
    <form className="grid gap-5" onSubmit={submit} data-testid="translations-form">
      <p className="text-sm text-gray-700">
        {t('adminContent.translateIntro', {
          language: LANGUAGE_NAMES[language],
          defaultLanguage: LANGUAGE_NAMES[defaultLanguage],
        })}
      </p>
      {entries.map((entry) => {
        const id = `translation-${entry.key}`;
        const sourceText = sourceTexts.get(entry.key) ?? '';
        return (
          <div key={entry.key} className="grid gap-1">
            <Label htmlFor={id}>
              {t('adminContent.defaultText', { language: LANGUAGE_NAMES[defaultLanguage], text: sourceText })}
            </Label>
            <Textarea
              id={id}
              name={entry.key}
              rows={sourceText.length > 80 ? 3 : 1}
              value={drafts[entry.key] ?? ''}
              placeholder={entry.shown}
              onChange={(event) => setDrafts((d) => ({ ...d, [entry.key]: event.target.value }))}
            />
            {entry.missingIn.length > 0 && (
              <p className="text-xs font-medium text-amber-900" data-testid={'missing-in-' + entry.key}>
                {t('adminContent.missingIn', { languages: entry.missingIn.join(', ') })}
              </p>
            )}
          </div>
        );
      })}
      <div>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t('common.saving') : t('adminContent.save')}
        </Button>
      </div>
    </form>
  );
}
