// The tag page's "Photo for lost mode" (issue 34): what it is for, the current photo (the owner's
// address, lost or not), a file input (a phone may offer its camera) and "Remove photo". A file over
// 5 MB is refused here with the server's own words; the server checks, resizes and strips it.
import { Trash2 } from 'lucide-react';
import { useId, useState, type ChangeEvent } from 'react';
import { TAG_PHOTO_MAX_BYTES } from '#shared/constants.ts';
import type { TagDetails } from '#shared/schemas/tag.ts';
import { Button } from '../../../components/ui/button.tsx';
import { useT } from '../../../i18n/i18n-context.tsx';
import { tagPhotoUrl, useDeleteTagPhoto, usePutTagPhoto } from '../api/tag-photo.ts';

export function TagPhoto({ tag }: { tag: Pick<TagDetails, 'id' | 'childName' | 'hasPhoto'> }) {
  const t = useT();
  const inputId = useId();
  const errorId = useId();
  const [version, setVersion] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const put = usePutTagPhoto(tag.id);
  const remove = useDeleteTagPhoto(tag.id);
  const busy = put.isPending || remove.isPending;

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > TAG_PHOTO_MAX_BYTES) {
      setError(t('errors.photoTooLarge'));
      return;
    }
    setError(null);
    put.mutate(file, { onSuccess: () => setVersion((v) => v + 1) });
  };

  return (
    <div className="grid gap-3" data-testid="tag-photo">
      {tag.hasPhoto ? (
        <img
          src={tagPhotoUrl(tag.id, version)}
          alt={t('tagPage.photoCurrent')}
          data-testid="tag-photo-preview"
          className="max-h-60 w-auto max-w-full justify-self-start rounded-md border border-gray-300 object-contain"
        />
      ) : (
        <p>{t('tagPage.photoNone')}</p>
      )}
      <div className="grid gap-1">
        <label htmlFor={inputId} className="font-medium text-gray-900">
          {t('tagPage.photoLabel')}
        </label>
        <input
          id={inputId}
          type="file"
          accept="image/*"
          disabled={busy}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={choose}
          className="max-w-full text-sm file:mr-3 file:rounded-md file:border file:border-gray-300 file:bg-white file:px-3 file:py-2 file:text-sm file:font-medium"
        />
        {error && (
          <p id={errorId} role="alert" className="text-sm text-red-700">
            {error}
          </p>
        )}
      </div>
      {tag.hasPhoto && (
        <Button
          variant="outline"
          size="sm"
          className="justify-self-start"
          disabled={busy}
          onClick={() => remove.mutate()}
        >
          <Trash2 aria-hidden="true" />
          {t('tagPage.photoRemove')}
        </Button>
      )}
    </div>
  );
}
