// The hero (SPEC §1, §2): logo, title, subtitle, description, three trust badges, the product image
// and the price box. Everything above the fold on a phone is here, so nothing in it is lazy. It also
// offers 'Activate a bracelet': on a phone the header's Get Started is inside the menu,
// and the payment button may be switched off; signed out it ends on /activate after registration and
// verification. And the responder's way in, /t.
import {
  DEFAULT_LOGO_URL,
  DEFAULT_PRODUCT_IMAGE_URL,
  type SiteContentKey,
} from '#shared/content-defaults.ts';
import { Link } from 'react-router';
import { registerThenActivate } from '#shared/next-path.ts';
import { fileUrl, routes, typedCodePaths } from '#shared/paths.ts';
import type { MediaItem } from '#shared/schemas/content.ts';
import { useT } from '../../../i18n/i18n-context.tsx';
import { useCurrentUser } from '../../../api/current-user.ts';
import { mediaUrl, useMedia } from '../../../api/media.ts';
import { EditableText } from '../../../components/editable-text.tsx';
import { FallbackImage } from '../../../components/layout/logo-image.tsx';
import { buttonVariants } from '../../../components/ui/button.tsx';
import { useRenderStamp } from '../api/render-stamp.ts';
import { useSiteText } from '../api/site-text.ts';
import { LandingIcon } from './landing-icon.tsx';
import { PriceBox } from './price-box.tsx';

const TRUST_BADGES = [
  { icon: 'hero_trust_1_icon', text: 'hero_trust_1_text' },
  { icon: 'hero_trust_2_icon', text: 'hero_trust_2_text' },
  { icon: 'hero_trust_3_icon', text: 'hero_trust_3_text' },
] as const satisfies ReadonlyArray<{ icon: SiteContentKey; text: SiteContentKey }>;

function productImageOf(media: MediaItem[] | undefined): MediaItem | undefined {
  return (
    media?.find((m) => m.section === 'product_showcase' && m.imageUrl) ??
    media?.find((m) => m.section === 'hero_image' && m.imageUrl)
  );
}

/** Adds the cache-busting parameter SPEC §2 asks for on each render. */
function withStamp(url: string | null, stamp: string): string | null {
  if (!url) return null;
  return `${url}${url.includes('?') ? '&' : '?'}v=${encodeURIComponent(stamp)}`;
}

function TrustBadge({ iconKey, textKey }: { iconKey: SiteContentKey; textKey: SiteContentKey }) {
  const icon = useSiteText(iconKey);
  const text = useSiteText(textKey);
  return (
    <li className="flex items-center gap-2 rounded-full bg-white px-3 py-1.5 text-sm font-medium text-gray-800 shadow-sm ring-1 ring-gray-200">
      <LandingIcon name={icon} className="h-4 w-4 text-red-600" />
      <EditableText section={textKey} value={text} />
    </li>
  );
}

export function HeroSection() {
  const t = useT();
  const title = useSiteText('hero_title');
  const subtitle = useSiteText('hero_subtitle');
  const description = useSiteText('hero_description');
  const { data: media } = useMedia();
  const { user } = useCurrentUser();
  const stamp = useRenderStamp();
  const product = productImageOf(media);
  return (
    <section className="bg-gradient-to-b from-red-50 to-white" data-testid="hero">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 md:grid-cols-2 md:items-center md:py-16">
        <div className="grid gap-5">
          <FallbackImage
            src={fileUrl(mediaUrl(media, 'hero_logo'))}
            fallbackSrc={DEFAULT_LOGO_URL}
            alt=""
            width={180}
            height={40}
            className="h-10 w-auto"
            data-testid="hero-logo"
          />
          <h1 className="text-4xl font-extrabold tracking-tight text-gray-900 sm:text-5xl">
            <EditableText section="hero_title" value={title} />
          </h1>
          <EditableText
            as="p"
            section="hero_subtitle"
            value={subtitle}
            className="text-xl font-semibold text-red-700"
          />
          <EditableText
            as="p"
            section="hero_description"
            value={description}
            className="text-lg text-gray-700"
            multiline
          />
          <ul className="flex flex-wrap gap-2" data-testid="trust-badges">
            {TRUST_BADGES.map((badge) => (
              <TrustBadge key={badge.text} iconKey={badge.icon} textKey={badge.text} />
            ))}
          </ul>
          <div className="grid justify-items-start gap-2">
            <Link
              to={user ? routes.activate : registerThenActivate}
              className={buttonVariants({ variant: 'outline', size: 'lg' })}
              data-testid="hero-activate"
            >
              {t('landing.activateBracelet')}
            </Link>
            {/* A document of the server's own, not a client page: a plain link loads it. */}
            <a
              href={typedCodePaths.page}
              className="inline-flex min-h-12 items-center font-semibold text-red-800 underline underline-offset-2"
              data-testid="hero-typed-code"
            >
              {t('landing.typedCodeLink')}
            </a>
          </div>
        </div>
        <div className="grid gap-6">
          <FallbackImage
            src={withStamp(fileUrl(product?.imageUrl), stamp)}
            fallbackSrc={DEFAULT_PRODUCT_IMAGE_URL}
            alt={product?.title || subtitle}
            width={480}
            height={360}
            fetchPriority="high"
            className="mx-auto aspect-[4/3] w-full max-w-md rounded-2xl object-contain"
            data-testid="product-image"
          />
          <PriceBox />
        </div>
      </div>
    </section>
  );
}
