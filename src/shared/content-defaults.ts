// Default landing-page content (SPEC §3, §9): what every read answers until an admin saves,
// and what the seed writes. The client falls back to the same values.
import { DEFAULT_CURRENCY, DEFAULT_PRICE, PRODUCT_NAME } from './constants.ts';

/** site_content keys (SPEC §3 "Content block") with their default text. */
export const SITE_CONTENT_DEFAULTS = {
  hero_title: PRODUCT_NAME,
  hero_subtitle: 'NFC emergency bracelet',
  hero_description: 'Keep your loved ones always protected',
  hero_trust_1_icon: 'Shield',
  hero_trust_1_text: 'Waterproof',
  hero_trust_2_icon: 'Wifi',
  hero_trust_2_text: 'NFC Ready',
  hero_trust_3_icon: 'Edit',
  hero_trust_3_text: 'Easy Setup',
  video_main_title: 'See How It Works',
  video_sub_title: 'Watch how quickly a first responder can access vital information',
  video_third_title: 'Setup takes less than 2 minutes',
  feature_1_icon: 'Shield',
  feature_2_icon: 'Wifi',
  feature_3_icon: 'Edit',
  feature_4_icon: 'Heart',
} as const;

export type SiteContentKey = keyof typeof SITE_CONTENT_DEFAULTS;

export const PAYPAL_SETTINGS_DEFAULTS = {
  price: DEFAULT_PRICE,
  currency: DEFAULT_CURRENCY,
  shippingText: 'Free Shipping',
  buttonText: 'Buy Now with PayPal',
  subtextBelow: 'Secure payment via PayPal • 30-day money back guarantee',
  shippingPrice: '0',
  maxQuantity: 5,
  sellerName: '',
  sellerAddress: '',
  vatNumber: '',
  taxRate: '',
} as const;

export const HOW_IT_WORKS_DEFAULTS = {
  mainTitle: 'How It Works',
  subtitle: 'Three simple steps to protect your child. No monthly fees, no subscriptions.',
} as const;

export const HOW_IT_WORKS_STEP_DEFAULTS = [
  {
    stepNumber: 1,
    icon: 'ShoppingCart',
    title: 'Order',
    subtitle: 'Order your SafeKid bracelet online. It ships to your door, ready to use.',
  },
  {
    stepNumber: 2,
    icon: 'Edit',
    title: 'Activate Online',
    subtitle: "Enter the code inside the bracelet and add your child's emergency information.",
  },
  {
    stepNumber: 3,
    icon: 'Smartphone',
    title: 'Instant Access',
    subtitle: 'Anyone who taps the bracelet with a phone sees the emergency page. No app needed.',
  },
] as const;

export const VIDEO_SECTION_DEFAULTS = {
  mainTitle: 'See It In Action',
  subTitle: 'Watch how a first responder reads the emergency information in seconds',
  thirdTitle: 'Tap. Read. Help.',
  videoUrl: null as string | null,
};

export const FEATURES_SECTION_DEFAULTS = {
  mainTitle: 'Why Parents Choose SafeKid',
  subTitle: 'Designed for active kids and peace of mind',
  feature1Icon: 'Shield',
  feature1Title: 'Waterproof Design',
  feature1Subtitle: 'Made for swimming, playing and everyday adventures.',
  feature2Icon: 'Wifi',
  feature2Title: 'No App Required',
  feature2Subtitle: 'Any NFC phone opens the emergency page. No app, no sign-in.',
  feature3Icon: 'Edit',
  feature3Title: 'Easy Setup',
  feature3Subtitle: 'Activate online in two minutes and update the information any time.',
  feature4Icon: 'Heart',
  feature4Title: 'Peace of Mind',
  feature4Subtitle: 'Know that the right people get the right information when it matters.',
} as const;

export const RATINGS_SECTION_DEFAULTS = {
  quote:
    'When my son had an allergic reaction at the park, the paramedic tapped his bracelet and knew exactly what to do.',
  signature: 'Sarah M.',
  subSignature: 'Mother of two',
} as const;

/** Media sections (SPEC §3 "Media item"). */
export const MEDIA_SECTIONS = ['header_logo', 'hero_logo', 'product_showcase', 'hero_image'] as const;
export type MediaSection = (typeof MEDIA_SECTIONS)[number];

/** Bundled fallbacks served from /public when nothing was uploaded or an image fails to load. */
export const DEFAULT_LOGO_URL = '/logo.svg';
export const DEFAULT_PRODUCT_IMAGE_URL = '/product.svg';
