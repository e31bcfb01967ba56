// Features tab (SPEC §2): Main Title, Subtitle, four features (icon, title, description).
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { ICON_NAMES } from '#shared/icons.ts';
import { LANDING_SECTIONS } from '#shared/landing-sections.ts';
import { featuresSectionSchema, type FeaturesSection } from '#shared/schemas/content.ts';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { useT } from '../../../i18n/i18n-context.tsx';
import { sectionSaver, useAdminSection } from '../api/sections.ts';
import { IconSelect } from '../components/icon-select.tsx';
import { SaveButton } from '../components/save-button.tsx';
import { SectionCard } from '../components/section-card.tsx';
import { useAdminSave } from '../components/use-admin-save.ts';

export function FeaturesTab() {
  const t = useT();
  const query = useAdminSection('featuresSection');
  const form = useForm<FeaturesSection>({
    resolver: zodResolver(featuresSectionSchema),
    values: query.data ?? LANDING_SECTIONS.featuresSection.defaults,
  });
  const save = useAdminSave(sectionSaver('featuresSection', 'save'), 'features');
  const errors = form.formState.errors;

  return (
    <SectionCard title={t('admin.tabs.features')} isLoading={query.isLoading} isError={query.isError}>
      <form className="grid gap-4" onSubmit={form.handleSubmit((input) => save.mutate(input))}>
        <FormField label={t('adminForm.mainTitle')} error={errors.mainTitle?.message}>
          <Input {...form.register('mainTitle')} />
        </FormField>
        <FormField label={t('adminForm.subtitle')} error={errors.subTitle?.message}>
          <Input {...form.register('subTitle')} />
        </FormField>
        {([1, 2, 3, 4] as const).map((n) => (
          <fieldset key={n} className="grid gap-3 rounded-lg border border-gray-200 p-4">
            <legend className="px-1 text-sm font-semibold">{t('adminForm.feature', { n })}</legend>
            <div className="grid gap-3 md:grid-cols-2">
              <FormField
                label={`${t('adminForm.feature', { n })} ${t('adminForm.icon')}`}
                error={errors[`feature${n}Icon`]?.message}
              >
                <IconSelect options={ICON_NAMES} {...form.register(`feature${n}Icon`)} />
              </FormField>
              <FormField
                label={`${t('adminForm.feature', { n })} ${t('adminForm.title')}`}
                error={errors[`feature${n}Title`]?.message}
              >
                <Input {...form.register(`feature${n}Title`)} />
              </FormField>
            </div>
            <FormField
              label={`${t('adminForm.feature', { n })} ${t('adminForm.description')}`}
              error={errors[`feature${n}Subtitle`]?.message}
            >
              <Textarea rows={2} {...form.register(`feature${n}Subtitle`)} />
            </FormField>
          </fieldset>
        ))}
        <div>
          <SaveButton label={t('admin.saveFeatures')} pending={save.isPending} />
        </div>
      </form>
    </SectionCard>
  );
}
