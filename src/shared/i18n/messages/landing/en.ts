// landing: English, exactly as SPEC quotes it (moved from text.ts's landingText).

export const landingEn = {
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
  // Issue 32: how many bracelets, and what they cost with shipping.
  quantityLabel: 'Number of bracelets',
  quantityFewer: 'One bracelet fewer',
  quantityMore: 'One bracelet more',
  quantityHint: 'Up to {max} per order',
  summaryItems: '{count, plural, one {# bracelet} other {# bracelets}} × {price}',
  summaryShipping: 'Shipping',
  summaryShippingFree: 'Free',
  summaryTotal: 'Total',
} as const;
