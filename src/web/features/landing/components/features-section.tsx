// Four features (SPEC §1): waterproof, no app required, easy setup, peace of mind.
import type { FeaturesSection as Features } from '#shared/schemas/content.ts';
import { useLandingSection } from '../../../api/landing-section.ts';
import { useEditedText } from '../api/site-text.ts';
import { LandingIcon } from './landing-icon.tsx';
import { SectionHeading } from './section-heading.tsx';

const NUMBERS = [1, 2, 3, 4] as const;

function FeatureCard({ n, section }: { n: (typeof NUMBERS)[number]; section: Features }) {
  const icon = useEditedText(`feature_${n}_icon`, section[`feature${n}Icon`]);
  return (
    <li className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-gray-200" data-testid="feature">
      <span className="flex h-12 w-12 items-center justify-center rounded-xl bg-red-100 text-red-700">
        <LandingIcon name={icon} className="h-6 w-6" />
      </span>
      <h3 className="mt-4 text-lg font-semibold text-gray-900">{section[`feature${n}Title`]}</h3>
      <p className="mt-2 text-gray-700">{section[`feature${n}Subtitle`]}</p>
    </li>
  );
}

export function FeaturesSection() {
  const section = useLandingSection('featuresSection');
  return (
    <section aria-labelledby="features-title" className="bg-white py-16">
      <div className="mx-auto max-w-6xl px-4">
        <SectionHeading id="features-title" title={section.mainTitle} subtitle={section.subTitle} />
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {NUMBERS.map((n) => (
            <FeatureCard key={n} n={n} section={section} />
          ))}
        </ul>
      </div>
    </section>
  );
}
