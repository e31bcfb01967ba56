// Hero tab (SPEC §2, §4): hero logo and product image uploads (each showing the live image); Main Text, Sub Text and three trust
// indicators. Saving sends one PUT /api/content per changed item, then one message for all.
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { SITE_CONTENT_DEFAULTS } from '#shared/content-defaults.ts';
import { ICON_NAMES } from '#shared/icons.ts';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { useT } from '../../../i18n/i18n-context.tsx';
import { updateContent, useAdminContent } from '../api/content.ts';
import { IconSelect } from '../components/icon-select.tsx';
import { SaveButton } from '../components/save-button.tsx';
import { SectionCard } from '../components/section-card.tsx';
import { useAdminSave } from '../components/use-admin-save.ts';
import { MediaUpload } from './media-upload.tsx';

const HERO_KEYS = [
  'hero_subtitle',
  'hero_description',
  'hero_trust_1_icon',
  'hero_trust_1_text',
  'hero_trust_2_icon',
  'hero_trust_2_text',
  'hero_trust_3_icon',
  'hero_trust_3_text',
] as const;
type HeroKey = (typeof HERO_KEYS)[number];
type HeroForm = Record<HeroKey, string>;

function heroValues(blocks: Array<{ section: string; content: string }> | null | undefined): HeroForm {
  const saved = new Map((blocks ?? []).map((b) => [b.section, b.content]));
  return Object.fromEntries(
    HERO_KEYS.map((key) => [key, saved.get(key) ?? SITE_CONTENT_DEFAULTS[key]]),
  ) as HeroForm;
}

export function HeroTab() {
  const t = useT();
  const content = useAdminContent();
  const values = useMemo(() => heroValues(content.data), [content.data]);
  const form = useForm<HeroForm>({ values });

  const save = useAdminSave(
    async (next: HeroForm) => {
      const changed = HERO_KEYS.filter((key) => next[key] !== values[key]);
      for (const key of changed) await updateContent({ section: key, content: next[key] });
    },
    { ok: 'admin.heroUpdated', okDescription: 'admin.heroUpdatedBody', failed: 'adminSave.content.failed' },
  );

  return (
    <SectionCard title={t('admin.tabs.hero')} isLoading={content.isLoading} isError={content.isError}>
      <div className="grid gap-6">
        <div className="grid gap-4 md:grid-cols-2">
          <MediaUpload
            section="hero_logo"
            label={t('adminForm.heroLogo')}
            successTitle={t('admin.logoUploaded')}
          />
          <MediaUpload
            section="product_showcase"
            label={t('adminForm.productImage')}
            successTitle={t('admin.productImageUploaded')}
          />
        </div>
        <form className="grid gap-4" onSubmit={form.handleSubmit((next) => save.mutate(next))}>
          <FormField label={t('adminForm.mainText')}>
            <Input {...form.register('hero_subtitle')} />
          </FormField>
          <FormField label={t('adminForm.subText')}>
            <Input {...form.register('hero_description')} />
          </FormField>
          {([1, 2, 3] as const).map((n) => (
            <fieldset key={n} className="grid gap-3 rounded-lg border border-gray-200 p-4 md:grid-cols-2">
              <legend className="px-1 text-sm font-semibold">{t('adminForm.trustIndicator', { n })}</legend>
              <FormField label={`${t('adminForm.trustIndicator', { n })} ${t('adminForm.icon')}`}>
                <IconSelect options={ICON_NAMES} {...form.register(`hero_trust_${n}_icon`)} />
              </FormField>
              <FormField label={`${t('adminForm.trustIndicator', { n })} ${t('adminForm.text')}`}>
                <Input {...form.register(`hero_trust_${n}_text`)} />
              </FormField>
            </fieldset>
          ))}
          <div>
            <SaveButton label={t('admin.saveHero')} pending={save.isPending} />
          </div>
        </form>
      </div>
    </SectionCard>
  );
}
