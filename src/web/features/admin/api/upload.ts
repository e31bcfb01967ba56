// Uploads (SPEC §7): POST /api/admin/upload-url, then PUT the file to uploadURL with its content
// type. XMLHttpRequest rather than fetch: only it reports upload progress.
import { api } from '#shared/paths.ts';
import type { UploadUrlResponse } from '#shared/schemas/upload.ts';
import { uploadText } from '#shared/text.ts';
import { apiJson, errorMessage } from '../../../lib/api-request.ts';

export class UploadError extends Error {}

export async function requestUploadUrl(file: File): Promise<UploadUrlResponse> {
  try {
    return await apiJson<UploadUrlResponse>('POST', api.adminUploadUrl, {
      fileName: file.name,
      contentType: file.type,
      size: file.size,
    });
  } catch (error) {
    const detail = errorMessage(error, '');
    throw new UploadError(detail ? `${uploadText.failedToGetUrl}: ${detail}` : uploadText.failedToGetUrl);
  }
}

export function putFile(url: string, file: File, onProgress: (percent: number) => void): Promise<void> {
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
        : reject(new UploadError(uploadText.failedWithStatus(xhr.status)));
    xhr.onerror = () => reject(new UploadError(uploadText.failed));
    xhr.onabort = () => reject(new UploadError(uploadText.failed));
    xhr.send(file);
  });
}
