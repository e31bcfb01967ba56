// Which phone number the public page's second big button calls: the first number in a
// contact or phone card, else the first number anywhere, in the parent's order. Pure.
import { fieldStyle } from '#shared/field-style.ts';
import type { EmergencyField } from '#shared/schemas/tag.ts';
import { splitPhoneNumbers } from './phone-links.ts';

/** `title` is the field's title as the parent stored it; the page translates it for the button. */
export type PhoneCall = { title: string; href: string };

function firstNumberIn(field: EmergencyField): PhoneCall | null {
  const phone = splitPhoneNumbers(field.content).find((part) => part.kind === 'phone');
  return phone?.kind === 'phone' ? { title: field.title, href: phone.href } : null;
}

export function firstPhoneCall(fields: readonly EmergencyField[]): PhoneCall | null {
  const contacts = fields.filter((field) => fieldStyle(field.title).tone === 'blue');
  for (const field of [...contacts, ...fields]) {
    const call = firstNumberIn(field);
    if (call) return call;
  }
  return null;
}
