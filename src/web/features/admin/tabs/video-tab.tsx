// Video tab (SPEC §2, §4): Main Title, Sub Title, the video upload with preview, Third Title. An
// uploaded video fills the form's video URL; 'Save Video Section' stores it.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { LANDING_SECTIONS } from '#shared/landing-sections.ts';
import { fileUrl } from '#shared/paths.ts';
import { videoSectionSchema, type VideoSection } from '#shared/schemas/content.ts';
import { adminFormText, adminSaveText, adminText } from '#shared/text.ts';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { toast } from '../../../lib/use-toast.ts';
import { sectionSaver, useAdminSection } from '../api/sections.ts';
import { SaveButton } from '../components/save-button.tsx';
import { SectionCard } from '../components/section-card.tsx';
import { UploadWidget } from '../components/upload-widget.tsx';
import { useAdminSave } from '../components/use-admin-save.ts';

export function VideoTab() {
  const query = useAdminSection('videoSection');
  const form = useForm<VideoSection>({
    resolver: zodResolver(videoSectionSchema) as never,
    values: query.data ?? LANDING_SECTIONS.videoSection.defaults,
  });
  const save = useAdminSave(sectionSaver('videoSection', 'save'), adminSaveText.video);
  const errors = form.formState.errors;
  const videoUrl = form.watch('videoUrl');

  return (
    <SectionCard title={adminText.tabs.video} isLoading={query.isLoading} isError={query.isError}>
      <form className="grid gap-4" onSubmit={form.handleSubmit((input) => save.mutate(input))}>
        <FormField label={adminFormText.mainTitle} error={errors.mainTitle?.message}>
          <Input {...form.register('mainTitle')} />
        </FormField>
        <FormField label={adminFormText.subTitle} error={errors.subTitle?.message}>
          <Input {...form.register('subTitle')} />
        </FormField>
        <UploadWidget
          label={adminFormText.video}
          kind="video"
          live={videoUrl ? { src: fileUrl(videoUrl)!, caption: adminFormText.currentVideo } : null}
          onUploaded={(filePath) => {
            form.setValue('videoUrl', filePath, { shouldDirty: true });
            toast({ title: adminText.videoUploaded });
          }}
        />
        <FormField label={adminFormText.thirdTitle} error={errors.thirdTitle?.message}>
          <Input {...form.register('thirdTitle')} />
        </FormField>
        <div>
          <SaveButton label={adminText.saveVideo} pending={save.isPending} />
        </div>
      </form>
    </SectionCard>
  );
}
