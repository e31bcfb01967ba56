// Video tab (SPEC §2, §4): Main Title, Sub Title, the video upload with preview, Third Title. An
// uploaded video fills the form's video URL; 'Save Video Section' stores it.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { LANDING_SECTIONS } from '#shared/landing-sections.ts';
import { fileUrl } from '#shared/paths.ts';
import { videoSectionSchema, type VideoSection } from '#shared/schemas/content.ts';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { useT } from '../../../i18n/i18n-context.tsx';
import { toast } from '../../../lib/use-toast.ts';
import { sectionSaver, useAdminSection } from '../api/sections.ts';
import { SaveButton } from '../components/save-button.tsx';
import { SectionCard } from '../components/section-card.tsx';
import { UploadWidget } from '../components/upload-widget.tsx';
import { useAdminSave } from '../components/use-admin-save.ts';

export function VideoTab() {
  const t = useT();
  const query = useAdminSection('videoSection');
  const form = useForm<VideoSection>({
    resolver: zodResolver(videoSectionSchema) as never,
    values: query.data ?? LANDING_SECTIONS.videoSection.defaults,
  });
  const save = useAdminSave(sectionSaver('videoSection', 'save'), 'video');
  const errors = form.formState.errors;
  const videoUrl = form.watch('videoUrl');

  return (
    <SectionCard title={t('admin.tabs.video')} isLoading={query.isLoading} isError={query.isError}>
      <form className="grid gap-4" onSubmit={form.handleSubmit((input) => save.mutate(input))}>
        <FormField label={t('adminForm.mainTitle')} error={errors.mainTitle?.message}>
          <Input {...form.register('mainTitle')} />
        </FormField>
        <FormField label={t('adminForm.subTitle')} error={errors.subTitle?.message}>
          <Input {...form.register('subTitle')} />
        </FormField>
        <UploadWidget
          label={t('adminForm.video')}
          kind="video"
          live={videoUrl ? { src: fileUrl(videoUrl)!, caption: t('adminForm.currentVideo') } : null}
          onUploaded={(filePath) => {
            form.setValue('videoUrl', filePath, { shouldDirty: true });
            toast({ title: t('admin.videoUploaded') });
          }}
        />
        <FormField label={t('adminForm.thirdTitle')} error={errors.thirdTitle?.message}>
          <Input {...form.register('thirdTitle')} />
        </FormField>
        <div>
          <SaveButton label={t('admin.saveVideo')} pending={save.isPending} />
        </div>
      </form>
    </SectionCard>
  );
}
