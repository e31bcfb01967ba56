// Icon names an admin may choose (SPEC §3). They are lucide-react names; 'NO BATTERIES NEEDED' is a
// label that is shown with the Wifi icon.
export const ICON_NAMES = [
  'Shield',
  'Wifi',
  'Edit',
  'Heart',
  'Lock',
  'CheckCircle',
  'Smartphone',
  'Play',
  'ShoppingCart',
  'Zap',
  // A stored value (SPEC §3's icon list), not a text: the landing page shows landing.noBatteries for it.
  'NO BATTERIES NEEDED',
] as const;
export type IconName = (typeof ICON_NAMES)[number];

export const STEP_ICON_NAMES = [
  'ShoppingCart',
  'Edit',
  'Smartphone',
  'Heart',
  'Lock',
  'Shield',
  'Zap',
  'Wifi',
  'Play',
] as const;
export type StepIconName = (typeof STEP_ICON_NAMES)[number];

/** Unknown names fall back to Shield (ShoppingCart in how-it-works steps). */
export const FALLBACK_ICON: IconName = 'Shield';
export const FALLBACK_STEP_ICON: StepIconName = 'ShoppingCart';
