// #how-it-works (SPEC §1, §2): title, subtitle and the three steps (order, activate online, instant access).
import { useLandingSection } from '../../../api/landing-section.ts';
import { LandingIcon } from './landing-icon.tsx';
import { SectionHeading } from './section-heading.tsx';

export function HowItWorksSection() {
  const { content, steps } = useLandingSection('howItWorks');
  return (
    <section id="how-it-works" aria-labelledby="how-it-works-title" className="scroll-mt-20 bg-white py-16">
      <div className="mx-auto max-w-6xl px-4">
        <SectionHeading id="how-it-works-title" title={content.mainTitle} subtitle={content.subtitle} />
        <ol className="mt-10 grid gap-6 md:grid-cols-3">
          {steps.map((step) => (
            <li
              key={step.stepNumber}
              className="relative rounded-2xl border border-gray-200 p-6 text-center"
              data-testid="how-it-works-step"
            >
              <span className="absolute left-4 top-4 text-sm font-bold text-gray-500" aria-hidden="true">
                {step.stepNumber}
              </span>
              <span className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-red-100 text-red-700">
                <LandingIcon name={step.icon} step className="h-7 w-7" />
              </span>
              <h3 className="mt-4 text-xl font-semibold text-gray-900">{step.title}</h3>
              <p className="mt-2 text-gray-700">{step.subtitle}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
