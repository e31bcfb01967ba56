import { describe, expect, it } from 'vitest';
import { invitationView } from './invitation-view.ts';

const INVITED = 'Anna.Rossi@example.test';

describe('invitationView', () => {
  it('offers sign-in to a visitor, and acceptance to the invited address however it is written', () => {
    expect(invitationView({ status: 'pending', email: INVITED }, null)).toBe('signIn');
    expect(invitationView({ status: 'pending', email: INVITED }, { email: 'anna.rossi@example.test' })).toBe(
      'accept',
    );
    expect(
      invitationView({ status: 'pending', email: INVITED }, { email: ' ANNA.ROSSI@example.test ' }),
    ).toBe('accept');
  });

  it('refuses another signed-in address before anything is sent', () => {
    expect(invitationView({ status: 'pending', email: INVITED }, { email: 'marco@example.test' })).toBe(
      'otherAddress',
    );
  });

  it('says an invitation is no longer open, whoever is signed in', () => {
    for (const status of ['expired', 'withdrawn', 'accepted'] as const) {
      expect(invitationView({ status, email: INVITED }, null)).toBe(status);
      expect(invitationView({ status, email: INVITED }, { email: INVITED })).toBe(status);
      expect(invitationView({ status, email: INVITED }, { email: 'marco@example.test' })).toBe(status);
    }
  });
});
