// Header tab (SPEC §2): upload the header logo, with a preview of the current one (hidden if it
// fails to load) inside the upload box.
import { useT } from '../../../i18n/i18n-context.tsx';
import { useAdminMedia } from '../api/media.ts';
import { SectionCard } from '../components/section-card.tsx';
import { MediaUpload } from './media-upload.tsx';

export function HeaderTab() {
  const t = useT();
  const media = useAdminMedia();
  return (
    <SectionCard title={t('admin.tabs.header')} isLoading={media.isLoading} isError={media.isError}>
      <MediaUpload
        section="header_logo"
        label={t('adminForm.headerLogo')}
        successTitle={t('admin.headerLogoUploaded')}
        liveTestId="current-header-logo"
      />
    </SectionCard>
  );
}
