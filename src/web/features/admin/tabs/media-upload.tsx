// An image upload that becomes a media entry for its section (SPEC §4 "Image upload"), then the
// section's success toast and a media refresh. The box shows the image the landing page shows now.
import { useQueryClient } from '@tanstack/react-query';
import { DEFAULT_LOGO_URL, DEFAULT_PRODUCT_IMAGE_URL, type MediaSection } from '#shared/content-defaults.ts';
import { fileUrl } from '#shared/paths.ts';
import type { Translate } from '#shared/i18n/translator.ts';
import type { MediaItem } from '#shared/schemas/content.ts';
import { mediaUrl } from '../../../api/media.ts';
import { useT } from '../../../i18n/i18n-context.tsx';
import { toastFailure } from '../../../lib/use-endpoint-mutation.ts';
import { toast } from '../../../lib/use-toast.ts';
import { saveMedia, useAdminMedia } from '../api/media.ts';
import { UploadError } from '../api/upload.ts';
import { UploadWidget, type LiveFile } from '../components/upload-widget.tsx';

/**
 * The image the landing page shows for this section: the uploaded one, else its default (the
 * product image falls back to the older hero_image entry first, as the landing page does).
 */
function liveImage(
  t: Translate,
  media: MediaItem[] | undefined,
  section: MediaSection,
  testId?: string,
): LiveFile {
  const uploaded =
    mediaUrl(media, section) ?? (section === 'product_showcase' ? mediaUrl(media, 'hero_image') : null);
  if (uploaded) return { src: fileUrl(uploaded)!, caption: t('adminForm.liveNow'), testId };
  const fallback = section === 'product_showcase' ? DEFAULT_PRODUCT_IMAGE_URL : DEFAULT_LOGO_URL;
  return { src: fallback, caption: t('adminForm.liveDefault'), testId };
}

export function MediaUpload({
  section,
  label,
  successTitle,
  liveTestId,
}: {
  section: MediaSection;
  label: string;
  successTitle: string;
  liveTestId?: string;
}) {
  const t = useT();
  const queryClient = useQueryClient();
  const media = useAdminMedia();
  return (
    <UploadWidget
      label={label}
      kind="image"
      live={media.data ? liveImage(t, media.data, section, liveTestId) : null}
      onUploaded={async (filePath) => {
        try {
          await saveMedia({ section, imageUrl: filePath, title: label, description: null });
        } catch (error) {
          toastFailure(t, error, { title: 'adminSave.media.failed', fallback: 'adminSave.media.failed' });
          // The file is stored but the section still shows the old image: the widget says so.
          throw new UploadError(t('adminSave.media.failed'));
        }
        toast({ title: successTitle });
        await queryClient.invalidateQueries();
      }}
    />
  );
}
