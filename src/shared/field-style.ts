// How a card looks, from keyword stems in its title (SPEC §2, DESIGN §3), and the order a responder
// reads the cards in. Pure: shared by the server render, hydration, the in-app route and the
// printable emergency card.
import type { EmergencyField } from './schemas/tag.ts';

export type FieldTone = 'red' | 'blue' | 'teal' | 'orange' | 'grey';
export type FieldIconName = 'alert' | 'phone' | 'droplet' | 'pill' | 'info';
export type FieldStyle = {
  tone: FieldTone;
  icon: FieldIconName;
  /** Allergy and danger content is shown in bold. */
  bold: boolean;
};

/** First match wins, in SPEC's order: 'Allergy contact' is an allergy card. */
const RULES: ReadonlyArray<{ stems: readonly string[]; style: FieldStyle }> = [
  { stems: ['allerg', 'danger'], style: { tone: 'red', icon: 'alert', bold: true } },
  { stems: ['contact', 'phone'], style: { tone: 'blue', icon: 'phone', bold: false } },
  { stems: ['blood'], style: { tone: 'teal', icon: 'droplet', bold: false } },
  { stems: ['medic', 'condition'], style: { tone: 'orange', icon: 'pill', bold: false } },
];

const DEFAULT_STYLE: FieldStyle = { tone: 'grey', icon: 'info', bold: false };

export function fieldStyle(title: string): FieldStyle {
  const lower = title.toLowerCase();
  return RULES.find((rule) => rule.stems.some((stem) => lower.includes(stem)))?.style ?? DEFAULT_STYLE;
}

/** Allergy/danger cards first, then medical ones, then the rest; the owner's order within each group. */
const TONE_PRIORITY: Record<FieldTone, number> = { red: 0, orange: 1, blue: 2, teal: 2, grey: 2 };

export type OrderedField = EmergencyField & { style: FieldStyle; position: number };

export function orderForResponder(fields: readonly EmergencyField[]): OrderedField[] {
  return fields
    .map((field, position) => ({ ...field, style: fieldStyle(field.title), position }))
    .sort((a, b) => TONE_PRIORITY[a.style.tone] - TONE_PRIORITY[b.style.tone] || a.position - b.position);
}
