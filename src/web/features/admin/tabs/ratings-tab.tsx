// Ratings tab (SPEC §2): Quote, Signature, Sub Signature.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { LANDING_SECTIONS } from '#shared/landing-sections.ts';
import { ratingsSectionSchema, type RatingsSection } from '#shared/schemas/content.ts';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { useT } from '../../../i18n/i18n-context.tsx';
import { sectionSaver, useAdminSection } from '../api/sections.ts';
import { SaveButton } from '../components/save-button.tsx';
import { SectionCard } from '../components/section-card.tsx';
import { useAdminSave } from '../components/use-admin-save.ts';

export function RatingsTab() {
  const t = useT();
  const query = useAdminSection('ratingsSection');
  const form = useForm<RatingsSection>({
    resolver: zodResolver(ratingsSectionSchema),
    values: query.data ?? LANDING_SECTIONS.ratingsSection.defaults,
  });
  const save = useAdminSave(sectionSaver('ratingsSection', 'save'), 'ratings');
  const errors = form.formState.errors;
  return (
    <SectionCard title={t('admin.tabs.ratings')} isLoading={query.isLoading} isError={query.isError}>
      <form className="grid gap-4" onSubmit={form.handleSubmit((input) => save.mutate(input))}>
        <FormField label={t('adminForm.quote')} error={errors.quote?.message}>
          <Textarea rows={3} {...form.register('quote')} />
        </FormField>
        <FormField label={t('adminForm.signature')} error={errors.signature?.message}>
          <Input {...form.register('signature')} />
        </FormField>
        <FormField label={t('adminForm.subSignature')} error={errors.subSignature?.message}>
          <Input {...form.register('subSignature')} />
        </FormField>
        <div>
          <SaveButton label={t('admin.saveRatings')} pending={save.isPending} />
        </div>
      </form>
    </SectionCard>
  );
}
