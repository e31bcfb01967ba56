// The demo video (SPEC §1, §2): the uploaded video, or the 'Demo Video' / 'Coming Soon' placeholder.
import { Play } from 'lucide-react';
import { fileUrl } from '#shared/paths.ts';
import { useT } from '../../../i18n/i18n-context.tsx';
import { EditableText } from '../../../components/editable-text.tsx';
import { useEditedText } from '../api/site-text.ts';
import { useLandingSection } from '../../../api/landing-section.ts';

export function VideoSection() {
  const t = useT();
  const section = useLandingSection('videoSection');
  const mainTitle = useEditedText('video_main_title', section.mainTitle);
  const subTitle = useEditedText('video_sub_title', section.subTitle);
  const thirdTitle = useEditedText('video_third_title', section.thirdTitle);
  const videoUrl = fileUrl(section.videoUrl);
  return (
    <section aria-labelledby="video-title" className="bg-gray-50 py-16" data-testid="video-section">
      <div className="mx-auto max-w-4xl px-4 text-center">
        <h2 id="video-title" className="text-3xl font-bold tracking-tight text-gray-900">
          <EditableText section="video_main_title" value={mainTitle} />
        </h2>
        <EditableText
          as="p"
          section="video_sub_title"
          value={subTitle}
          className="mt-3 text-lg text-gray-700"
        />
        <div className="mt-8 overflow-hidden rounded-2xl shadow-lg">
          {videoUrl ? (
            <video
              controls
              preload="none"
              playsInline
              width={1280}
              height={720}
              className="aspect-video h-auto w-full bg-black"
              aria-label={t('landing.videoLabel')}
              data-testid="demo-video"
            >
              <source src={videoUrl} />
              {t('landing.videoUnsupported')}
            </video>
          ) : (
            <div
              className="flex aspect-video w-full flex-col items-center justify-center gap-2 bg-gray-900 text-white"
              data-testid="video-placeholder"
            >
              <Play className="h-14 w-14" aria-hidden="true" />
              <p className="text-2xl font-semibold">{t('landing.demoVideo')}</p>
              <p className="text-gray-300">{t('landing.comingSoon')}</p>
            </div>
          )}
        </div>
        <EditableText
          as="p"
          section="video_third_title"
          value={thirdTitle}
          className="mt-6 text-lg font-semibold text-gray-900"
        />
      </div>
    </section>
  );
}
