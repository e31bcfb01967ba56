// Header tab (SPEC §2): upload the header logo, with a preview of the current one (hidden if it
// fails to load).
import { useState } from 'react';
import { fileUrl } from '#shared/paths.ts';
import { adminFormText, adminText } from '#shared/text.ts';
import { mediaUrl } from '../../../api/media.ts';
import { useAdminMedia } from '../api/media.ts';
import { SectionCard } from '../components/section-card.tsx';
import { MediaUpload } from './media-upload.tsx';

export function HeaderTab() {
  const media = useAdminMedia();
  const current = fileUrl(mediaUrl(media.data ?? undefined, 'header_logo'));
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  return (
    <SectionCard title={adminText.tabs.header} isLoading={media.isLoading} isError={media.isError}>
      <div className="grid gap-4">
        {current && current !== failedSrc && (
          <figure className="grid gap-1">
            <img
              src={current}
              alt={adminFormText.currentLogo}
              className="h-12 w-auto self-start"
              onError={() => setFailedSrc(current)}
              data-testid="current-header-logo"
            />
            <figcaption className="text-xs text-gray-600">{adminFormText.currentLogo}</figcaption>
          </figure>
        )}
        <MediaUpload
          section="header_logo"
          label={adminFormText.headerLogo}
          successTitle={adminText.headerLogoUploaded}
        />
      </div>
    </SectionCard>
  );
}
