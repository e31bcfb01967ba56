// How a card looks, from keyword stems in its title (SPEC §2, DESIGN §3), and the order a responder
// reads the cards in. The stems are read in all five responder languages (title-match.ts), always
// from the title as the parent stored it, so a card keeps its colour and place in every language.
// Pure: shared by the server render, hydration, the in-app route and the printable emergency card.
import { toneForTitle } from './i18n/title-match.ts';
import type { FieldTone } from './i18n/title-stems.ts';
import type { EmergencyField } from './schemas/tag.ts';

export type { FieldTone } from './i18n/title-stems.ts';
export type FieldIconName = 'alert' | 'phone' | 'droplet' | 'pill' | 'info';
export type FieldStyle = {
  tone: FieldTone;
  icon: FieldIconName;
  /** Allergy and danger content is shown in bold. */
  bold: boolean;
};

const STYLES: Readonly<Record<FieldTone, FieldStyle>> = {
  red: { tone: 'red', icon: 'alert', bold: true },
  blue: { tone: 'blue', icon: 'phone', bold: false },
  teal: { tone: 'teal', icon: 'droplet', bold: false },
  orange: { tone: 'orange', icon: 'pill', bold: false },
  grey: { tone: 'grey', icon: 'info', bold: false },
};

export function fieldStyle(title: string): FieldStyle {
  return STYLES[toneForTitle(title)];
}

/** Allergy/danger cards first, then medical ones, then the rest; the owner's order within each group. */
const TONE_PRIORITY: Record<FieldTone, number> = { red: 0, orange: 1, blue: 2, teal: 2, grey: 2 };

export type OrderedField = EmergencyField & { style: FieldStyle; position: number };

export function orderForResponder(fields: readonly EmergencyField[]): OrderedField[] {
  return fields
    .map((field, position) => ({ ...field, style: fieldStyle(field.title), position }))
    .sort((a, b) => TONE_PRIORITY[a.style.tone] - TONE_PRIORITY[b.style.tone] || a.position - b.position);
}
