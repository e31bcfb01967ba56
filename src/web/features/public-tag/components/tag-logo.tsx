// The product logo drawn inline: no extra request on a responder's weak connection.
import { PRODUCT_NAME } from '#shared/constants.ts';

/** The brand is the same in every language: its two words, the second in red. */
const [BRAND, BRAND_SUFFIX] = PRODUCT_NAME.split(' ') as [string, string];

export function TagLogo() {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width="144"
      height="32"
      viewBox="0 0 180 40"
      role="img"
      aria-label={PRODUCT_NAME}
      className="h-8 w-auto"
    >
      <rect x="0" y="2" width="36" height="36" rx="9" fill="#dc2626" />
      <path d="M18 7 8 11v7c0 6.4 4.3 11.3 10 12.8 5.7-1.5 10-6.4 10-12.8v-7z" fill="#fff" />
      <path d="M16.3 13h3.4v4h4v3.4h-4v4h-3.4v-4h-4V17h4z" fill="#dc2626" />
      <text x="44" y="27" fontFamily="system-ui,sans-serif" fontSize="19" fontWeight="700" fill="#111827">
        {BRAND} <tspan fill="#b91c1c">{BRAND_SUFFIX}</tspan>
      </text>
    </svg>
  );
}
