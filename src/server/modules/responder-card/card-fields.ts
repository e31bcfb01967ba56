// Which fields the emergency card prints first: the critical ones — allergy/danger (red),
// medical (orange), blood (teal) by SPEC's keyword colours, in that order — then the first contact
// (blue), then the rest in the owner's order as room allows.
import { fieldStyle, type FieldStyle } from '#shared/field-style.ts';

export type CardField = { title: string; content: string };
export type StyledCardField = CardField & { style: FieldStyle; critical: boolean };

const CRITICAL_TONES = ['red', 'orange', 'teal'] as const;

export function orderCardFields(fields: readonly CardField[]): StyledCardField[] {
  const styled = fields.map((field) => ({ ...field, style: fieldStyle(field.title), critical: false }));
  const critical = CRITICAL_TONES.flatMap((tone) => styled.filter((f) => f.style.tone === tone));
  const firstContact = styled.find((f) => f.style.tone === 'blue');
  if (firstContact) critical.push(firstContact);
  const rest = styled.filter((f) => !critical.includes(f));
  return [...critical.map((f) => ({ ...f, critical: true })), ...rest];
}
