// Uploads (SPEC §7): POST /api/admin/upload-url, then PUT the file to uploadURL with its content
// type. XMLHttpRequest rather than fetch: only it reports upload progress. Failures are UploadErrors
// whose message is in the reader's language (`t`).
import { createUploadUrl } from '#shared/endpoints/files.ts';
import type { UploadContentType, UploadUrlResponse } from '#shared/schemas/upload.ts';
import type { Translate } from '#shared/i18n/translator.ts';
import { errorMessage } from '../../../lib/api-request.ts';
import { call } from '../../../lib/call.ts';

export class UploadError extends Error {}

export async function requestUploadUrl(file: File, t: Translate): Promise<UploadUrlResponse> {
  try {
    return await call(createUploadUrl, {
      // The server refuses a type it does not take, in the reader's language.
      body: { fileName: file.name, contentType: file.type as UploadContentType, size: file.size },
    });
  } catch (error) {
    const detail = errorMessage(error, '');
    const failed = t('upload.failedToGetUrl');
    throw new UploadError(detail ? `${failed}: ${detail}` : failed);
  }
}

export function putFile(
  url: string,
  file: File,
  onProgress: (percent: number) => void,
  t: Translate,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', url);
    xhr.setRequestHeader('Content-Type', file.type);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () =>
      xhr.status >= 200 && xhr.status < 300
        ? resolve()
        : reject(new UploadError(t('upload.failedWithStatus', { status: xhr.status })));
    xhr.onerror = () => reject(new UploadError(t('upload.failed')));
    xhr.onabort = () => reject(new UploadError(t('upload.failed')));
    xhr.send(file);
  });
}
