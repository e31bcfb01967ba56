// An image upload that becomes a media entry for its section (SPEC §4 "Image upload"), then the
// section's success toast and a media refresh.
import { useQueryClient } from '@tanstack/react-query';
import type { MediaSection } from '#shared/content-defaults.ts';
import { adminSaveText } from '#shared/text.ts';
import { errorMessage } from '../../../lib/api-request.ts';
import { toast } from '../../../lib/use-toast.ts';
import { saveMedia } from '../api/media.ts';
import { UploadError } from '../api/upload.ts';
import { UploadWidget } from '../components/upload-widget.tsx';

export function MediaUpload({
  section,
  label,
  successTitle,
}: {
  section: MediaSection;
  label: string;
  successTitle: string;
}) {
  const queryClient = useQueryClient();
  return (
    <UploadWidget
      label={label}
      kind="image"
      onUploaded={async (filePath) => {
        try {
          await saveMedia({ section, imageUrl: filePath, title: label, description: null });
        } catch (error) {
          toast({
            title: adminSaveText.media.failed,
            description: errorMessage(error, adminSaveText.media.failed),
            variant: 'destructive',
          });
          // The file is stored but the section still shows the old image: the widget says so.
          throw new UploadError(adminSaveText.media.failed);
        }
        toast({ title: successTitle });
        await queryClient.invalidateQueries();
      }}
    />
  );
}
