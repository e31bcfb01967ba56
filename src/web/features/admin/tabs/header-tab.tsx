// Header tab (SPEC §2): upload the header logo, with a preview of the current one (hidden if it
// fails to load) inside the upload box.
import { adminFormText, adminText } from '#shared/text.ts';
import { useAdminMedia } from '../api/media.ts';
import { SectionCard } from '../components/section-card.tsx';
import { MediaUpload } from './media-upload.tsx';

export function HeaderTab() {
  const media = useAdminMedia();
  return (
    <SectionCard title={adminText.tabs.header} isLoading={media.isLoading} isError={media.isError}>
      <MediaUpload
        section="header_logo"
        label={adminFormText.headerLogo}
        successTitle={adminText.headerLogoUploaded}
        liveTestId="current-header-logo"
      />
    </SectionCard>
  );
}
