// The upload widget (SPEC §2, §5, §8): idle → uploading (percent) → success (preview via
// /api/files + path) or error (message); Dismiss returns to idle. Files are checked here first:
// images ≤ 5 MB, video ≤ 50 MB, of the accepted kind. Above it, what is live now, so the
// box never shows just "No file chosen"; a live image that fails to load is hidden (SPEC §2).
import { Upload, X } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { IMAGE_MAX_BYTES, VIDEO_MAX_BYTES } from '#shared/constants.ts';
import { fileUrl } from '#shared/paths.ts';
import type { Translate } from '#shared/i18n/translator.ts';
import { Button } from '../../../components/ui/button.tsx';
import { useT } from '../../../i18n/i18n-context.tsx';
import { toast } from '../../../lib/use-toast.ts';
import { putFile, requestUploadUrl, UploadError } from '../api/upload.ts';

type UploadState =
  | { kind: 'idle' }
  | { kind: 'uploading'; percent: number }
  | { kind: 'success'; filePath: string }
  | { kind: 'error'; message: string };

export type UploadKind = 'image' | 'video';

/** What the site shows now for this upload: its address and a caption saying so. */
export type LiveFile = { src: string; caption: string; testId?: string };

const ACCEPT: Record<UploadKind, string> = { image: 'image/*', video: 'video/*' };

/** Why a chosen file cannot be uploaded here (SPEC §5: type, then size), or null. */
function refusalOf(
  file: File,
  kind: UploadKind,
  t: Translate,
): { title: string; description: string } | null {
  if (!file.type.startsWith(`${kind}/`)) {
    return {
      title: t('upload.invalidTypeTitle'),
      description: t('upload.invalidType', { accept: ACCEPT[kind] }),
    };
  }
  const maxBytes = kind === 'video' ? VIDEO_MAX_BYTES : IMAGE_MAX_BYTES;
  if (file.size > maxBytes) {
    return {
      title: t('upload.fileTooLargeTitle'),
      description: kind === 'video' ? t('upload.videoTooLarge') : t('upload.imageTooLarge'),
    };
  }
  return null;
}

export function UploadWidget({
  label,
  kind,
  onUploaded,
  live,
}: {
  label: string;
  kind: UploadKind;
  live?: LiveFile | null;
  /**
   * Called with the stored file's path (/objects/...) once the upload succeeded; the widget shows
   * success when it resolves, or the UploadError it throws.
   */
  onUploaded: (filePath: string) => Promise<void> | void;
}) {
  const t = useT();
  const [state, setState] = useState<UploadState>({ kind: 'idle' });
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const accept = ACCEPT[kind];

  const reset = () => {
    setState({ kind: 'idle' });
    if (inputRef.current) inputRef.current.value = '';
  };

  const start = async (file: File) => {
    const refused = refusalOf(file, kind, t);
    if (refused) {
      toast({ ...refused, variant: 'destructive' });
      reset();
      return;
    }
    setState({ kind: 'uploading', percent: 0 });
    try {
      const { uploadURL, filePath } = await requestUploadUrl(file, t);
      await putFile(uploadURL, file, (percent) => setState({ kind: 'uploading', percent }), t);
      // Success only once the upload is in use (a logo's media entry saved): a stored file that
      // nothing points to is not a changed logo.
      await onUploaded(filePath);
      setState({ kind: 'success', filePath });
    } catch (error) {
      setState({ kind: 'error', message: error instanceof UploadError ? error.message : t('upload.failed') });
    }
  };

  return (
    <div
      className="grid min-w-0 gap-2 rounded-lg border border-dashed border-gray-300 p-4"
      data-testid={`upload-${label}`}
    >
      <label htmlFor={inputId} className="text-sm font-medium text-gray-800">
        {label}
      </label>
      {live && <LivePreview live={live} kind={kind} />}
      {state.kind === 'idle' && (
        <div className="flex min-w-0 items-center gap-2">
          {/* The native picker button would read in the browser's language: ours opens it, in the page's. */}
          <input
            ref={inputRef}
            id={inputId}
            type="file"
            accept={accept}
            className="sr-only"
            tabIndex={-1}
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) void start(file);
            }}
          />
          <Button type="button" variant="secondary" onClick={() => inputRef.current?.click()}>
            <Upload aria-hidden="true" />
            {t('upload.chooseFile')}
          </Button>
        </div>
      )}
      {state.kind === 'uploading' && (
        <div role="status" aria-live="polite" className="grid gap-1">
          <p className="text-sm">
            {t('upload.uploading')} {state.percent}%
          </p>
          <progress className="w-full" max={100} value={state.percent} aria-label={label} />
        </div>
      )}
      {state.kind === 'success' && (
        <div className="grid gap-2" role="status">
          <p className="text-sm font-medium text-green-700">{t('admin.uploadOk')}</p>
          {kind === 'video' ? (
            <video
              src={fileUrl(state.filePath) ?? undefined}
              controls
              className="max-h-48 max-w-full rounded"
            />
          ) : (
            <img
              src={fileUrl(state.filePath) ?? undefined}
              alt={t('adminForm.uploadedPreview')}
              className="max-h-32 w-auto max-w-full rounded border border-gray-200"
            />
          )}
        </div>
      )}
      {state.kind === 'error' && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {state.message}
        </p>
      )}
      {(state.kind === 'success' || state.kind === 'error') && (
        <div>
          <Button type="button" variant="outline" size="sm" onClick={reset}>
            <X aria-hidden="true" />
            {t('upload.dismiss')}
          </Button>
        </div>
      )}
    </div>
  );
}

function LivePreview({ live, kind }: { live: LiveFile; kind: UploadKind }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (live.src === failedSrc) return null;
  return (
    <figure className="grid gap-1">
      {kind === 'video' ? (
        <video src={live.src} controls className="max-h-48 max-w-full rounded" data-testid={live.testId} />
      ) : (
        <img
          src={live.src}
          alt={live.caption}
          className="max-h-24 max-w-full self-start rounded border border-gray-200 object-contain"
          onError={() => setFailedSrc(live.src)}
          data-testid={live.testId}
        />
      )}
      <figcaption className="text-xs text-gray-600">{live.caption}</figcaption>
    </figure>
  );
}
