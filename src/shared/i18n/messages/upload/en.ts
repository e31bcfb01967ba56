// upload: English, exactly as SPEC quotes it (moved from text.ts's uploadText).

export const uploadEn = {
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
  // The button that opens the file picker (the browser's own reads in the browser's language).
  chooseFile: 'Choose file',
} as const;
