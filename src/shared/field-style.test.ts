import { describe, expect, it } from 'vitest';
import { catalogueEn } from '#shared/i18n/messages/index.ts';
import { fieldStyle, orderForResponder } from './field-style.ts';

describe('fieldStyle', () => {
  it.each([
    ['Allergies', 'red', 'alert', true],
    ['ALLERGY to peanuts', 'red', 'alert', true],
    ['Food allergens', 'red', 'alert', true],
    ['Dangers', 'red', 'alert', true],
    ['Emergency Contact', 'blue', 'phone', false],
    ['Phone', 'blue', 'phone', false],
    ["Dad's phone number", 'blue', 'phone', false],
    ['Blood Type', 'teal', 'droplet', false],
    ['BLOOD', 'teal', 'droplet', false],
    ['Medications', 'orange', 'pill', false],
    ['Medical conditions', 'orange', 'pill', false],
    ['Condition', 'orange', 'pill', false],
    ['Home Address', 'grey', 'info', false],
    ['Doctor Info', 'grey', 'info', false],
    ['Special Notes', 'grey', 'info', false],
    ['', 'grey', 'info', false],
  ] as const)('%s → %s, icon %s, bold %s', (title, tone, icon, bold) => {
    expect(fieldStyle(title)).toEqual({ tone, icon, bold });
  });

  it('applies SPEC’s order when a title matches several rules', () => {
    expect(fieldStyle('Allergy contact').tone).toBe('red');
    expect(fieldStyle('Medical contact').tone).toBe('blue');
    expect(fieldStyle('Blood condition').tone).toBe('teal');
  });

  it('gives the quick-add templates their colours', () => {
    expect(
      Object.fromEntries(Object.values(catalogueEn.fieldTemplates).map((t) => [t, fieldStyle(t).tone])),
    ).toEqual({
      'Emergency Contact': 'blue',
      'Home Address': 'grey',
      Allergies: 'red',
      'Blood Type': 'teal',
      Medications: 'orange',
      'Doctor Info': 'grey',
      'Special Notes': 'grey',
    });
  });
});

const field = (title: string) => ({ title, content: `${title} content` });

describe('orderForResponder', () => {
  it('puts allergy/danger cards first, then medical ones, the rest in the owner’s order', () => {
    const ordered = orderForResponder([
      field('Emergency Contact'),
      field('Home Address'),
      field('Medications'),
      field('Blood Type'),
      field('Allergies'),
      field('Dangers'),
      field('Special Notes'),
    ]);
    expect(ordered.map((f) => f.title)).toEqual([
      'Allergies',
      'Dangers',
      'Medications',
      'Emergency Contact',
      'Home Address',
      'Blood Type',
      'Special Notes',
    ]);
    expect(ordered.map((f) => f.position)).toEqual([4, 5, 2, 0, 1, 3, 6]);
  });

  it('keeps the owner’s order when there is no allergy or medical card', () => {
    const titles = ['Phone', 'Notes', 'Blood Type'];
    expect(orderForResponder(titles.map(field)).map((f) => f.title)).toEqual(titles);
  });
});

describe('cards titled in the responder languages (issue 15)', () => {
  it.each([
    ['Allergien', 'red', 'alert', true],
    ['Alergias', 'red', 'alert', true],
    ['Notfallkontakt', 'blue', 'phone', false],
    ['Contatto di emergenza', 'blue', 'phone', false],
    ['Blutgruppe', 'teal', 'droplet', false],
    ['Groupe sanguin', 'teal', 'droplet', false],
    ['Tipo de sangre', 'teal', 'droplet', false],
    ['Médicaments', 'orange', 'pill', false],
    ['Farmaci', 'orange', 'pill', false],
    ['Medikamente', 'orange', 'pill', false],
  ] as const)('%s → %s, icon %s, bold %s', (title, tone, icon, bold) => {
    expect(fieldStyle(title)).toEqual({ tone, icon, bold });
  });

  it('puts a German parent’s allergy and medicine cards first, like English ones', () => {
    const ordered = orderForResponder(
      ['Notfallkontakt', 'Wohnadresse', 'Medikamente', 'Blutgruppe', 'Allergien'].map(field),
    );
    expect(ordered.map((f) => f.title)).toEqual([
      'Allergien',
      'Medikamente',
      'Notfallkontakt',
      'Wohnadresse',
      'Blutgruppe',
    ]);
  });
});
