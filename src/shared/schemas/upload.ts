// Upload rules (SPEC §5, DESIGN §3): what may be uploaded and how big it may be.
import { z } from 'zod';
import { IMAGE_MAX_BYTES, VIDEO_MAX_BYTES } from '../constants.ts';
import { messageRef } from '../message-ref.ts';

export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/avif'] as const;
export const VIDEO_TYPES = ['video/mp4', 'video/webm'] as const;
export const UPLOAD_TYPES = [...IMAGE_TYPES, ...VIDEO_TYPES] as const;
export type UploadContentType = (typeof UPLOAD_TYPES)[number];

export const FILE_EXTENSIONS: Record<UploadContentType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/avif': 'avif',
  'video/mp4': 'mp4',
  'video/webm': 'webm',
};

const TYPES_BY_EXTENSION = new Map(
  Object.entries(FILE_EXTENSIONS).map(([type, extension]) => [extension, type]),
);

/** The content type a stored file's name stands for (its extension), when the database is not at hand. */
export function contentTypeOfFile(name: string): string {
  const extension = /\.([^./]+)$/.exec(name)?.[1] ?? '';
  return TYPES_BY_EXTENSION.get(extension) ?? 'application/octet-stream';
}

export function isVideoType(type: string): boolean {
  return (VIDEO_TYPES as readonly string[]).includes(type);
}

export function maxBytesFor(type: string): number {
  return isVideoType(type) ? VIDEO_MAX_BYTES : IMAGE_MAX_BYTES;
}

export const uploadUrlRequestSchema = z.object({
  fileName: z.string().trim().min(1).max(255),
  contentType: z.enum(UPLOAD_TYPES, {
    errorMap: () => ({ message: messageRef('errors.uploadTypeNotAllowed') }),
  }),
  /** Optional: lets S3 bind the presigned URL to the length. */
  size: z.number().int().min(1).optional(),
});
export type UploadUrlRequest = z.infer<typeof uploadUrlRequestSchema>;
export const uploadUrlResponseSchema = z.object({ uploadURL: z.string(), filePath: z.string() });
export type UploadUrlResponse = z.infer<typeof uploadUrlResponseSchema>;
