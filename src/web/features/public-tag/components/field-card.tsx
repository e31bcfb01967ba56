// One emergency field: colour, icon and title from its keywords (as stored, so the colour is the
// same in every language); a template title shown translated; allergy content in bold.
import type { FieldTone, OrderedField } from '#shared/field-style.ts';
import { translateTemplateTitle } from '#shared/i18n/template-titles.ts';
import { useT } from '../../../i18n/i18n-context.tsx';
import { FieldContent } from './field-content.tsx';
import { FieldIcon } from './field-icon.tsx';

const TONES: Record<FieldTone, string> = {
  red: 'border-red-700 bg-red-50 text-red-800',
  blue: 'border-blue-700 bg-blue-50 text-blue-800',
  teal: 'border-teal-700 bg-teal-50 text-teal-800',
  orange: 'border-orange-600 bg-orange-50 text-orange-800',
  grey: 'border-gray-500 bg-gray-50 text-gray-800',
};

export function FieldCard({ field }: { field: OrderedField }) {
  const t = useT();
  const { tone, icon, bold } = field.style;
  const titleId = `field-${field.position}`;
  return (
    <article
      aria-labelledby={titleId}
      data-tone={tone}
      className={`rounded-lg border-l-8 px-3 py-2 ${TONES[tone]}`}
    >
      <h3 id={titleId} className="flex items-center gap-2 text-lg leading-snug font-bold wrap-anywhere">
        <FieldIcon name={icon} />
        {translateTemplateTitle(field.title, t)}
      </h3>
      <p
        className={`mt-1 text-base leading-relaxed wrap-anywhere whitespace-pre-line text-gray-900 ${bold ? 'font-bold' : 'font-normal'}`}
      >
        <FieldContent text={field.content} />
      </p>
    </article>
  );
}
