import { Droplet, Info, Phone, Pill, TriangleAlert } from 'lucide-react';
import type { FieldIconName } from '#shared/field-style.ts';

const ICONS = { alert: TriangleAlert, phone: Phone, droplet: Droplet, pill: Pill, info: Info } as const;

/** Decorative: the card's title says the same thing (colour is never the only signal). */
export function FieldIcon({ name }: { name: FieldIconName }) {
  const Icon = ICONS[name];
  return <Icon aria-hidden="true" focusable="false" className="size-6 shrink-0" strokeWidth={2.25} />;
}
