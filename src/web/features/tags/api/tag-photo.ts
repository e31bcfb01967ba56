// The child's photo for lost mode (issue 34): its address for the owner's preview, the upload (the
// file's raw bytes, not JSON) and the removal. Both re-read the tag (hasPhoto).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AnswerOf } from '#shared/endpoints/endpoint.ts';
import { deleteTagPhoto, ownerTagPhoto, putTagPhoto } from '#shared/endpoints/tag-photo.ts';
import { queryKeys } from '#shared/paths.ts';
import { useT } from '../../../i18n/i18n-context.tsx';
import { apiUpload } from '../../../lib/api-request.ts';
import { urlOf } from '../../../lib/call.ts';
import { toastFailure, useEndpointMutation } from '../../../lib/use-endpoint-mutation.ts';
import { toast } from '../../../lib/use-toast.ts';

/** The owner's view of the photo; `version` makes the browser fetch it again after a change. */
export const tagPhotoUrl = (tagId: string, version: number) =>
  `${urlOf(ownerTagPhoto, { params: { tagId } })}?v=${version}`;

export function usePutTagPhoto(tagId: string) {
  const t = useT();
  const queryClient = useQueryClient();
  return useMutation<AnswerOf<typeof putTagPhoto>, Error, File>({
    mutationFn: (file) => apiUpload(putTagPhoto.method, urlOf(putTagPhoto, { params: { tagId } }), file),
    onSuccess: async () => {
      toast({ title: t('tagPage.photoSaved') });
      await queryClient.invalidateQueries({ queryKey: queryKeys.tag(tagId) });
    },
    onError: (error) =>
      toastFailure(t, error, { title: 'tagPage.photoFailed', fallback: 'errors.notAPhoto' }),
  });
}

export function useDeleteTagPhoto(tagId: string) {
  return useEndpointMutation(deleteTagPhoto, {
    input: () => ({ params: { tagId } }),
    success: { title: 'tagPage.photoRemoved' },
    failure: { title: 'tagPage.photoFailed', fallback: 'errors.photoNotFound' },
    invalidates: [queryKeys.tag(tagId)],
  });
}
