// A field's text with every phone number turned into a large `tel:` link (≥ 48 px touch target).
import { Phone } from 'lucide-react';
import { splitPhoneNumbers } from '../phone-links.ts';
import { useT } from '../../../i18n/i18n-context.tsx';

export function FieldContent({ text }: { text: string }) {
  const t = useT();
  return splitPhoneNumbers(text).map((part, index) =>
    part.kind === 'text' ? (
      part.text
    ) : (
      <a
        key={index}
        href={part.href}
        className="mx-0.5 my-1 inline-flex min-h-12 min-w-12 items-center gap-2 rounded-lg border-2 border-current bg-white px-3 align-middle font-bold wrap-anywhere text-blue-800 underline underline-offset-2 hover:bg-blue-50"
      >
        <Phone aria-hidden="true" focusable="false" className="size-5 shrink-0" />
        <span className="sr-only">{t('publicTag.call')} </span>
        {part.text}
      </a>
    ),
  );
}
