import { describe, expect, it } from 'vitest';
import { firstPhoneCall } from './first-phone-call.ts';

const field = (title: string, content: string) => ({ title, content });

describe('firstPhoneCall', () => {
  it('calls the first number of the first contact card, by its stored title', () => {
    expect(
      firstPhoneCall([
        field('Allergies', 'Peanuts'),
        field('Emergency Contact', 'Mum: +39 333 123 4567\nDad: +39 347 765 4321'),
        field('Phone', '06 1234 5678'),
      ]),
    ).toEqual({ title: 'Emergency Contact', href: 'tel:+393331234567' });
  });

  it('prefers a contact card, in any language, to a number in an earlier card', () => {
    expect(
      firstPhoneCall([
        field('Doctor Info', 'Dr. Bianchi, 06 9876 5432'),
        field('Notfallkontakt', 'Mama 0171 1234567'),
      ]),
    ).toEqual({ title: 'Notfallkontakt', href: 'tel:01711234567' });
  });

  it('falls back to the first number anywhere when no contact card holds one', () => {
    expect(
      firstPhoneCall([
        field('Emergency Contact', 'Ask the teacher'),
        field('Special Notes', 'Grandma next door'),
        field('Doctor Info', 'Dr. Bianchi, 06 9876 5432'),
      ]),
    ).toEqual({ title: 'Doctor Info', href: 'tel:0698765432' });
  });

  it('answers null when no field holds a phone number (112, doses and dates are not numbers)', () => {
    expect(firstPhoneCall([field('Notes', 'Call 112; 500 mg; born 12.03.2015')])).toBeNull();
    expect(firstPhoneCall([])).toBeNull();
  });
});
