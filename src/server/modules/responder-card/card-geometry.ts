// The card's measurements in PDF points (1 pt = 1/72 in). ISO/IEC 7810 ID-1 is 85.6 × 54 mm, a
// bank card: it fits a wallet, a phone case or a backpack's ID window.
const MM = 72 / 25.4;

export const CARD_WIDTH = 85.6 * MM; // 242.65
export const CARD_HEIGHT = 54 * MM; // 153.07
export const A4 = { width: 210 * MM, height: 297 * MM } as const;

/** Space kept clear along the card's edges (card printers and scissors are not exact). */
export const PADDING = 7;
export const HEADER_HEIGHT = 14;
export const FOOTER_HEIGHT = 30;
/** The QR symbol without its quiet zone: 20 mm, above the 18 mm a phone needs at arm's length. */
export const QR_SIZE = 20 * MM;

/** Tailwind's colours, as the public page shows them (field-card.tsx). */
export const TONE_COLOURS = {
  red: { bar: '#b91c1c', fill: '#fef2f2', title: '#991b1b' },
  blue: { bar: '#1d4ed8', fill: '#eff6ff', title: '#1e40af' },
  teal: { bar: '#0f766e', fill: '#f0fdfa', title: '#115e59' },
  orange: { bar: '#ea580c', fill: '#fff7ed', title: '#9a3412' },
  grey: { bar: '#6b7280', fill: '#f9fafb', title: '#1f2937' },
} as const;

export const INK = { text: '#111827', muted: '#374151', header: '#b91c1c', footer: '#f3f4f6' } as const;
