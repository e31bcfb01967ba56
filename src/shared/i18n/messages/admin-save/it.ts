// adminSave: it. NOT YET TRANSLATED: a copy of English, which the catalogue test refuses.
import type { Messages } from '../../catalogue-types.ts';
import type { adminSaveEn } from './en.ts';

export const adminSaveIt = {
  content: {
    failed: 'Failed to update content',
    ok: 'Content updated successfully',
  },
  paypal: {
    failed: 'Failed to update PayPal settings',
    ok: 'PayPal settings updated successfully',
  },
  howItWorks: {
    failed: 'Failed to update How it Works content',
    ok: 'How it Works content updated successfully',
  },
  step: {
    failed: 'Failed to update step',
    ok: 'Step updated successfully',
  },
  video: {
    failed: 'Failed to update video section',
    ok: 'Video section updated successfully',
  },
  features: {
    failed: 'Failed to update features section',
    ok: 'Features section updated successfully',
  },
  ratings: {
    failed: 'Failed to update ratings section',
    ok: 'Ratings section updated successfully',
  },
  media: {
    failed: 'Failed to update media',
    ok: 'Media updated successfully',
  },
} satisfies Messages<typeof adminSaveEn>;
