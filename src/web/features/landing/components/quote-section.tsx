// The quote block with its five-star display (SPEC §1, §9).
import { Star } from 'lucide-react';
import { RATING_STARS } from '#shared/constants.ts';
import { useT } from '../../../i18n/i18n-context.tsx';
import { useLandingSection } from '../../../api/landing-section.ts';

export function QuoteSection() {
  const t = useT();
  const { quote, signature, subSignature } = useLandingSection('ratingsSection');
  return (
    <section className="bg-red-50 py-16" data-testid="quote-section">
      <figure className="mx-auto max-w-3xl px-4 text-center">
        <div
          className="flex justify-center gap-1 text-yellow-500"
          role="img"
          aria-label={t('landing.rating', { stars: RATING_STARS })}
          data-testid="stars"
        >
          {Array.from({ length: RATING_STARS }, (_, i) => (
            <Star key={i} className="h-6 w-6 fill-current" aria-hidden="true" />
          ))}
        </div>
        <blockquote className="mt-6 text-xl font-medium text-gray-900 sm:text-2xl">
          <p>“{quote}”</p>
        </blockquote>
        <figcaption className="mt-6">
          <span className="block font-semibold text-gray-900">{signature}</span>
          <span className="block text-gray-700">{subSignature}</span>
        </figcaption>
      </figure>
    </section>
  );
}
