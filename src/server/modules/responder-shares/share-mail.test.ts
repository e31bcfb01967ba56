import { describe, expect, it } from 'vitest';
import { locationMail } from './share-mail.ts';

const common = {
  to: 'parent@example.test',
  childName: 'Mia',
  sharedAt: new Date('2026-11-24T10:00:00Z'),
  timeZone: null,
  historyUrl: 'http://safekid.test/history/1',
  dashboardUrl: 'http://safekid.test/dashboard',
};

describe('locationMail', () => {
  it('says the accuracy in metres, one metre in the singular', () => {
    const at = (accuracy: number) =>
      locationMail({ ...common, latitude: 41.89, longitude: 12.49, accuracy }).text;
    expect(at(1)).toContain('(within about 1 metre)');
    expect(at(0.6)).toContain('(within about 1 metre)');
    expect(at(18)).toContain('(within about 18 metres)');
  });
});
