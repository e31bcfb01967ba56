// landing: it. NOT YET TRANSLATED: a copy of English, which the catalogue test refuses.
import type { Messages } from '../../catalogue-types.ts';
import type { landingEn } from './en.ts';

export const landingIt = {
  demoVideo: 'Demo Video',
  comingSoon: 'Coming Soon',
  videoUnsupported: 'Your browser does not support the video tag.',
  landingShippingDefault: 'Free shipping included',
  noBatteries: 'NO BATTERIES NEEDED',
  checkoutDisabled: 'Online checkout is not available at the moment.',
  thankYouTitle: 'Thank you for your order!',
  thankYou: 'Your order number is {orderNumber}. We sent a confirmation to your email.',
  close: 'Close',
  rating: 'Rated {stars} out of 5 stars',
  videoLabel: 'Demo video',
  activateBracelet: 'Activate a bracelet',
  typedCodeLink: 'Found a child with a SafeKid band? Enter the code',
} satisfies Messages<typeof landingEn>;
