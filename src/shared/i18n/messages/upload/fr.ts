// upload: fr. NOT YET TRANSLATED: a copy of English, which the catalogue test refuses.
import type { Messages } from '../../catalogue-types.ts';
import type { uploadEn } from './en.ts';

export const uploadFr = {
  fileTooLargeTitle: 'File too large',
  imageTooLarge: 'File size must be less than 5MB',
  videoTooLarge: 'File size must be less than 50MB',
  invalidTypeTitle: 'Invalid file type',
  invalidType: 'Please select a file matching: {accept}',
  failedToGetUrl: 'Failed to get upload URL',
  failedWithStatus: 'Upload failed with status {status}',
  failed: 'Upload failed',
  uploading: 'Uploading...',
  dismiss: 'Dismiss',
} satisfies Messages<typeof uploadEn>;
