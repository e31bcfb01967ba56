// How it Works tab (SPEC §2): Main Title and Subtitle ('Save Main Content'), and three step forms
// (icon, title, subtitle), each with its own 'Update Step n'.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { STEP_ICON_NAMES } from '#shared/icons.ts';
import { LANDING_SECTIONS } from '#shared/landing-sections.ts';
import {
  howItWorksSchema,
  howItWorksStepSchema,
  type HowItWorksContent,
  type HowItWorksStep,
} from '#shared/schemas/content.ts';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { useT } from '../../../i18n/i18n-context.tsx';
import { sectionSaver, useAdminSection } from '../api/sections.ts';
import { IconSelect } from '../components/icon-select.tsx';
import { SaveButton } from '../components/save-button.tsx';
import { SectionCard } from '../components/section-card.tsx';
import { useAdminSave } from '../components/use-admin-save.ts';

export function HowItWorksTab() {
  const t = useT();
  const query = useAdminSection('howItWorks');
  const data = query.data;
  const { defaults } = LANDING_SECTIONS.howItWorks;
  return (
    <SectionCard title={t('admin.tabs.howItWorks')} isLoading={query.isLoading} isError={query.isError}>
      <div className="grid gap-6">
        <MainContentForm values={data?.content ?? defaults.content} />
        {defaults.steps.map((fallback) => (
          <StepForm
            key={fallback.stepNumber}
            values={data?.steps.find((s) => s.stepNumber === fallback.stepNumber) ?? fallback}
          />
        ))}
      </div>
    </SectionCard>
  );
}

function MainContentForm({ values }: { values: HowItWorksContent }) {
  const t = useT();
  const form = useForm<HowItWorksContent>({ resolver: zodResolver(howItWorksSchema), values });
  const save = useAdminSave(sectionSaver('howItWorks', 'save'), 'howItWorks');
  const errors = form.formState.errors;
  return (
    <form className="grid gap-4" onSubmit={form.handleSubmit((input) => save.mutate(input))}>
      <FormField label={t('adminForm.mainTitle')} error={errors.mainTitle?.message}>
        <Input {...form.register('mainTitle')} />
      </FormField>
      <FormField label={t('adminForm.subtitle')} error={errors.subtitle?.message}>
        <Input {...form.register('subtitle')} />
      </FormField>
      <div>
        <SaveButton label={t('admin.saveMainContent')} pending={save.isPending} />
      </div>
    </form>
  );
}

function StepForm({ values }: { values: HowItWorksStep }) {
  const t = useT();
  const form = useForm<HowItWorksStep>({ resolver: zodResolver(howItWorksStepSchema), values });
  const save = useAdminSave(sectionSaver('howItWorks', 'step'), 'step');
  const errors = form.formState.errors;
  const n = values.stepNumber;
  return (
    <form
      className="grid gap-3 rounded-lg border border-gray-200 p-4"
      aria-label={t('adminForm.step', { n })}
      onSubmit={form.handleSubmit((input) => save.mutate({ ...input, stepNumber: n }))}
    >
      <h3 className="font-semibold">{t('adminForm.step', { n })}</h3>
      <div className="grid gap-3 md:grid-cols-3">
        <FormField
          label={`${t('adminForm.step', { n })} ${t('adminForm.icon')}`}
          error={errors.icon?.message}
        >
          <IconSelect options={STEP_ICON_NAMES} {...form.register('icon')} />
        </FormField>
        <FormField
          label={`${t('adminForm.step', { n })} ${t('adminForm.title')}`}
          error={errors.title?.message}
        >
          <Input {...form.register('title')} />
        </FormField>
        <FormField
          label={`${t('adminForm.step', { n })} ${t('adminForm.subtitle')}`}
          error={errors.subtitle?.message}
        >
          <Input {...form.register('subtitle')} />
        </FormField>
      </div>
      <div>
        <SaveButton label={t('admin.updateStep', { n })} pending={save.isPending} />
      </div>
    </form>
  );
}
