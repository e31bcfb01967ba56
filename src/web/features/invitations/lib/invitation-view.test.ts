import { describe, expect, it } from 'vitest';
import { en, translate } from '#tests/helpers/messages.ts';
import { closedText, invitationIntro, invitationView } from './invitation-view.ts';

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

describe('invitationIntro', () => {
  const t = translate('en');
  it('says who invites for which child, and words a missing name away', () => {
    expect(invitationIntro({ inviterName: 'Marco', childName: 'Mia' }, t)).toBe(
      "Marco invites you to look after Mia's emergency tag.",
    );
    expect(invitationIntro({ inviterName: 'Marco', childName: ' ' }, t)).toBe(
      "Marco invites you to look after a child's emergency tag.",
    );
    expect(invitationIntro({ inviterName: null, childName: 'Mia' }, t)).toBe(
      "You are invited to look after Mia's emergency tag.",
    );
    expect(invitationIntro({ inviterName: null, childName: null }, t)).toBe(
      "You are invited to look after a child's emergency tag.",
    );
    expect(invitationIntro({ inviterName: 'Marco', childName: 'Mia' }, translate('it'))).toBe(
      'Marco ti invita a occuparti del tag di emergenza di Mia.',
    );
  });
});

describe('closedText', () => {
  const t = translate('en');
  it('names who sent a closed invitation, or falls back to the server’s own words', () => {
    expect(closedText('expired', 'Marco', t)).toBe(
      'This invitation has expired. Ask Marco to send you a new one.',
    );
    expect(closedText('withdrawn', 'Marco', t)).toBe('Marco has withdrawn this invitation.');
    expect(closedText('expired', null, t)).toBe(en('errors.invitationExpired'));
    expect(closedText('withdrawn', '', t)).toBe(en('errors.invitationWithdrawn'));
    expect(closedText('accepted', 'Marco', t)).toBe(en('coGuardians.invitation.alreadyAccepted'));
  });
});
