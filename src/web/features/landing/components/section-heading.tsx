// A landing section's centred title and subtitle; the id labels the section (aria-labelledby).
import type { ReactNode } from 'react';

export function SectionHeading({
  id,
  title,
  subtitle,
}: {
  id: string;
  title: ReactNode;
  subtitle: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      <h2 id={id} className="text-3xl font-bold tracking-tight text-gray-900">
        {title}
      </h2>
      <p className="mt-3 text-lg text-gray-700">{subtitle}</p>
    </div>
  );
}
