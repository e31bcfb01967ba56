// Co-guardians (issue 34): inviting, accepting with the invited address only, expiry and withdrawal,
// every guardian right and refusal on the tag's routes, changes attributed, leaving, removal, hand-over,
// alerts to the whole family in each one's language, account deletion both ways, and the export.
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FAMILY_MAX, INVITATION_DAYS } from '#shared/schemas/family.ts';
import { tagChanges, tagGuardians, tagInvitations } from '#server/db/schema/index.ts';
import { DEFAULT_PASSWORD } from '#tests/factories/users.ts';
import { en, translate } from '#tests/helpers/messages.ts';
import { phone } from '../scans/scan-test-support.ts';
import {
  createFamilyTestApp,
  joinAsGuardian,
  ownerWithTag,
  parent,
  tokenMailedTo,
  type FamilyTestApp,
} from './family.test-support.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

let t: FamilyTestApp;
beforeAll(async () => {
  t = await createFamilyTestApp();
});
afterAll(async () => {
  await t.close();
});
afterEach(() => {
  t.smtp.rejectWith = undefined;
});

const invitationsOf = (tagId: string) =>
  t.db.select().from(tagInvitations).where(eq(tagInvitations.tagId, tagId));
const guardiansOf = (tagId: string) => t.db.select().from(tagGuardians).where(eq(tagGuardians.tagId, tagId));

describe('inviting', () => {
  it('mails the invitee a link in the inviter language; the invitation is pending for 7 days', async () => {
    const owner = await ownerWithTag(t, 'Marco', 'it');
    const guest = await parent(t, 'Giulia');
    const res = await owner.agent.post(`/api/tags/${owner.tag.id}/invitations`, {
      email: `  ${guest.user.email.toUpperCase()} `,
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body.email).toBe(guest.user.email);
    expect(new Date(body.expiresAt).getTime()).toBe(t.clock.now().getTime() + INVITATION_DAYS * DAY_MS);
    const mail = await t.smtp.waitFor(guest.user.email);
    expect(mail.subject).toBe(translate('it')('mail.invitation.subject', { inviter: 'Marco', child: 'Mia' }));
    const token = await tokenMailedTo(t, guest.user.email);
    const [row] = await invitationsOf(owner.tag.id);
    // Only the hash is stored; the token is nowhere in the logs.
    expect(row!.tokenHash).not.toBe(token);
    expect(t.logText()).not.toContain(token);
    expect(t.logText()).not.toContain(guest.user.email);
    const preview = await t.agent().get(`/api/invitations/${token}`);
    expect(preview.json()).toEqual({
      inviterName: 'Marco',
      childName: 'Mia',
      email: guest.user.email,
      status: 'pending',
    });
    const family = (await owner.agent.get(`/api/tags/${owner.tag.id}/family`)).json();
    expect(family.invitations).toEqual([body]);
  });

  it('refuses the own address (400), a guardian again (409), a full family (409), a deactivated tag (409)', async () => {
    const owner = await ownerWithTag(t);
    const url = `/api/tags/${owner.tag.id}/invitations`;
    const self = await owner.agent.post(url, { email: owner.user.email });
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe(en('errors.inviteSelf'));
    const guest = await parent(t, 'Giulia');
    await joinAsGuardian(t, owner.agent, owner.tag.id, guest);
    const again = await owner.agent.post(url, { email: guest.user.email });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(en('errors.alreadyGuardian'));
    for (let i = 1; i < FAMILY_MAX; i++) {
      expect((await owner.agent.post(url, { email: `extra-${i}@example.test` })).statusCode).toBe(201);
    }
    const full = await owner.agent.post(url, { email: 'one-too-many@example.test' });
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toBe(en('errors.familyFull', { max: FAMILY_MAX }));
    // A new invitation to an address already invited replaces the old one, so it fits.
    expect((await owner.agent.post(url, { email: 'extra-1@example.test' })).statusCode).toBe(201);
    expect(await owner.agent.post(`/api/tags/${owner.tag.id}/deactivate`)).toMatchObject({ statusCode: 204 });
    const deactivated = await owner.agent.post(url, { email: 'later@example.test' });
    expect(deactivated.statusCode).toBe(409);
    expect(deactivated.json().message).toBe(en('errors.inviteOnDeactivatedTag'));
  });

  it('keeps nothing and answers 503 when SMTP refuses the mail', async () => {
    const owner = await ownerWithTag(t);
    t.smtp.rejectWith = 'mailbox unavailable';
    const res = await owner.agent.post(`/api/tags/${owner.tag.id}/invitations`, { email: 'x@example.test' });
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe(en('errors.invitationMailFailed'));
    expect(await invitationsOf(owner.tag.id)).toEqual([]);
  });
});

describe('accepting', () => {
  it('joins the tag: it is on the dashboard as shared, and the change names the guardian', async () => {
    const owner = await ownerWithTag(t, 'Marco');
    const guest = await parent(t, 'Giulia');
    await owner.agent.post(`/api/tags/${owner.tag.id}/invitations`, { email: guest.user.email });
    const token = await tokenMailedTo(t, guest.user.email);
    const accepted = await guest.agent.post(`/api/invitations/${token}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toEqual({ tagId: owner.tag.id });
    // Idempotent: the same answer, nothing doubled.
    expect((await guest.agent.post(`/api/invitations/${token}/accept`)).json()).toEqual({
      tagId: owner.tag.id,
    });
    expect(await guardiansOf(owner.tag.id)).toHaveLength(1);
    const list = (await guest.agent.get('/api/tags')).json();
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ id: owner.tag.id, role: 'guardian', ownerName: 'Marco' });
    const own = (await owner.agent.get('/api/tags')).json();
    expect(own[0]).toMatchObject({ role: 'owner', ownerName: null });
    const family = (await guest.agent.get(`/api/tags/${owner.tag.id}/family`)).json();
    expect(family).toMatchObject({
      role: 'guardian',
      owner: { firstName: 'Marco', email: owner.user.email },
      guardians: [{ userId: guest.user.id, firstName: 'Giulia', email: guest.user.email }],
      invitations: [],
      changes: [{ actorName: 'Giulia', action: 'guardianJoined' }],
    });
    expect((await t.agent().get(`/api/invitations/${token}`)).json().status).toBe('accepted');
  });

  it('refuses another address with 403 naming the invited one, and writes nothing', async () => {
    const owner = await ownerWithTag(t);
    const guest = await parent(t, 'Giulia');
    const stranger = await parent(t, 'Bruno');
    await owner.agent.post(`/api/tags/${owner.tag.id}/invitations`, { email: guest.user.email });
    const token = await tokenMailedTo(t, guest.user.email);
    const res = await stranger.agent.post(`/api/invitations/${token}/accept`);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(en('errors.invitationOtherAddress', { email: guest.user.email }));
    expect(await guardiansOf(owner.tag.id)).toEqual([]);
    const [row] = await invitationsOf(owner.tag.id);
    expect(row!.acceptedAt).toBeNull();
    expect((await stranger.agent.get(`/api/tags/${owner.tag.id}`)).statusCode).toBe(404);
  });

  it('expires after 7 days (not a second before) and answers 410', async () => {
    const owner = await ownerWithTag(t);
    const guest = await parent(t, 'Giulia');
    await owner.agent.post(`/api/tags/${owner.tag.id}/invitations`, { email: guest.user.email });
    const token = await tokenMailedTo(t, guest.user.email);
    t.clock.advance(INVITATION_DAYS * DAY_MS - 1000);
    expect((await t.agent().get(`/api/invitations/${token}`)).json().status).toBe('pending');
    t.clock.advance(2000);
    expect((await t.agent().get(`/api/invitations/${token}`)).json().status).toBe('expired');
    const res = await guest.agent.post(`/api/invitations/${token}/accept`);
    expect(res.statusCode).toBe(410);
    expect(res.json().message).toBe(en('errors.invitationExpired'));
    expect(await guardiansOf(owner.tag.id)).toEqual([]);
    expect((await owner.agent.get(`/api/tags/${owner.tag.id}/family`)).json().invitations).toEqual([]);
  });

  it('a withdrawn invitation answers 410; withdrawing twice is 204', async () => {
    const owner = await ownerWithTag(t);
    const guest = await parent(t, 'Giulia');
    const { id } = (
      await owner.agent.post(`/api/tags/${owner.tag.id}/invitations`, { email: guest.user.email })
    ).json();
    const token = await tokenMailedTo(t, guest.user.email);
    for (let i = 0; i < 2; i++) {
      expect((await owner.agent.delete(`/api/tags/${owner.tag.id}/invitations/${id}`)).statusCode).toBe(204);
    }
    expect((await t.agent().get(`/api/invitations/${token}`)).json().status).toBe('withdrawn');
    const res = await guest.agent.post(`/api/invitations/${token}/accept`);
    expect(res.statusCode).toBe(410);
    expect(res.json().message).toBe(en('errors.invitationWithdrawn'));
    expect(await guardiansOf(owner.tag.id)).toEqual([]);
  });

  it('an unknown token is 404', async () => {
    const res = await t.agent().get(`/api/invitations/${'A'.repeat(43)}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(en('errors.invitationNotFound'));
  });
});

describe('what a guardian may do', () => {
  it('reads, edits, switches lost mode and alerts, reads scans, prints the card; each change names them', async () => {
    const owner = await ownerWithTag(t, 'Marco');
    const guest = await parent(t, 'Giulia');
    await joinAsGuardian(t, owner.agent, owner.tag.id, guest);
    const base = `/api/tags/${owner.tag.id}`;
    const details = await guest.agent.get(base);
    expect(details.statusCode).toBe(200);
    expect(details.json()).toMatchObject({ role: 'guardian', ownerName: 'Marco', childName: 'Mia' });
    const config = {
      childName: 'Mia',
      childAge: 7,
      fields: [{ title: 'Allergies', content: 'Peanuts, nuts' }],
    };
    const saved = await guest.agent.put(`${base}/config`, config);
    expect(saved.statusCode, saved.body).toBe(200);
    const lost = { message: 'Call us', phone: '+39 333 123 4567', hours: 4 };
    expect((await guest.agent.put(`${base}/lost`, lost)).statusCode).toBe(200);
    expect((await guest.agent.delete(`${base}/lost`)).statusCode).toBe(204);
    expect((await guest.agent.put(`${base}/alerts`, { enabled: false })).statusCode).toBe(200);
    expect((await guest.agent.get(`${base}/scans`)).statusCode).toBe(200);
    expect((await guest.agent.get(`${base}/card.pdf`)).statusCode).toBe(200);
    expect((await guest.agent.get(`${base}/qr.svg`)).statusCode).toBe(200);
    // The owner's bar on the public page is theirs too.
    const page = await guest.agent.get(`/tag/${owner.tag.uniqueCode}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`/configure/${owner.tag.id}`);
    const changes = (await owner.agent.get(`${base}/family`)).json().changes;
    expect(changes.map((c: { actorName: string; action: string }) => [c.actorName, c.action])).toEqual([
      ['Giulia', 'alertsChanged'],
      ['Giulia', 'lostOff'],
      ['Giulia', 'lostOn'],
      ['Giulia', 'edited'],
      ['Giulia', 'guardianJoined'],
    ]);
  });

  it('is refused the owner-only actions with 403 ownerOnly, and nothing changes', async () => {
    const owner = await ownerWithTag(t);
    const guest = await parent(t, 'Giulia');
    const other = await parent(t, 'Bruno');
    await joinAsGuardian(t, owner.agent, owner.tag.id, guest);
    const base = `/api/tags/${owner.tag.id}`;
    const refusals = [
      await guest.agent.delete(base),
      await guest.agent.post(`${base}/deactivate`),
      await guest.agent.post(`${base}/move`, { uniqueCode: 'ABCDEFGHJKMN' }),
      await guest.agent.post(`${base}/pin`),
      await guest.agent.post(`${base}/invitations`, { email: 'x@example.test' }),
      await guest.agent.delete(`${base}/invitations/00000000-0000-4000-8000-000000000000`),
      await guest.agent.delete(`${base}/guardians/${owner.user.id}`),
      await guest.agent.post(`${base}/owner`, { userId: guest.user.id }),
    ];
    for (const res of refusals) {
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json().message).toBe(en('errors.ownerOnly'));
    }
    expect((await owner.agent.get(base)).json()).toMatchObject({ deactivatedAt: null, pin: owner.tag.pin });
    // Another family's parent learns nothing: 404 as an unknown tag.
    expect((await other.agent.get(`${base}/family`)).statusCode).toBe(404);
    expect((await other.agent.delete(`${base}/guardians/${guest.user.id}`)).statusCode).toBe(404);
  });

  it('receives scan alerts beside the owner, each in their own language', async () => {
    const owner = await ownerWithTag(t, 'Marco', 'it');
    const guest = await parent(t, 'Giulia', 'de');
    await joinAsGuardian(t, owner.agent, owner.tag.id, guest);
    const page = await t.agent().get(`/tag/${owner.tag.uniqueCode}`, { 'user-agent': phone() });
    expect(page.statusCode).toBe(200);
    await t.app.deps.services.scans.flush();
    await t.app.deps.services.scans.alertsSettled();
    const opened = (m: { subject: string }) => m.subject.includes('Mia');
    const toOwner = await t.smtp.waitFor(owner.user.email, opened);
    const toGuest = await t.smtp.waitFor(guest.user.email, opened);
    expect(toOwner.subject).toBe(translate('it')('alertMail.opened', { name: 'Mia' }));
    expect(toGuest.subject).toBe(translate('de')('alertMail.opened', { name: 'Mia' }));
    expect(toGuest.text).toContain('Giulia');
  });
});

describe('leaving, removing, handing over', () => {
  it('a guardian leaves; the owner removes another; both are recorded', async () => {
    const owner = await ownerWithTag(t, 'Marco');
    const first = await parent(t, 'Giulia');
    const second = await parent(t, 'Bruno');
    await joinAsGuardian(t, owner.agent, owner.tag.id, first);
    await joinAsGuardian(t, owner.agent, owner.tag.id, second);
    const base = `/api/tags/${owner.tag.id}`;
    // One guardian cannot remove another.
    expect((await first.agent.delete(`${base}/guardians/${second.user.id}`)).statusCode).toBe(403);
    expect((await first.agent.delete(`${base}/guardians/${first.user.id}`)).statusCode).toBe(204);
    expect((await first.agent.get(base)).statusCode).toBe(404);
    expect((await owner.agent.delete(`${base}/guardians/${second.user.id}`)).statusCode).toBe(204);
    expect((await second.agent.get('/api/tags')).json()).toEqual([]);
    const changes = (await owner.agent.get(`${base}/family`)).json().changes;
    expect(changes.slice(0, 2)).toMatchObject([
      { actorName: 'Marco', action: 'guardianRemoved' },
      { actorName: 'Giulia', action: 'guardianLeft' },
    ]);
  });

  it('hands the tag over: the guardian owns it, the old owner is a guardian', async () => {
    const owner = await ownerWithTag(t, 'Marco');
    const guest = await parent(t, 'Giulia');
    const stranger = await parent(t, 'Bruno');
    await joinAsGuardian(t, owner.agent, owner.tag.id, guest);
    const url = `/api/tags/${owner.tag.id}/owner`;
    const notGuardian = await owner.agent.post(url, { userId: stranger.user.id });
    expect(notGuardian.statusCode).toBe(400);
    expect(notGuardian.json().message).toBe(en('errors.handOverNotGuardian'));
    const res = await owner.agent.post(url, { userId: guest.user.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      role: 'guardian',
      owner: { firstName: 'Giulia' },
      guardians: [{ userId: owner.user.id }],
    });
    expect(res.json().changes[0]).toMatchObject({ actorName: 'Marco', action: 'handedOver' });
    expect((await guest.agent.get(`/api/tags/${owner.tag.id}`)).json().role).toBe('owner');
    expect((await owner.agent.post(`/api/tags/${owner.tag.id}/pin`)).statusCode).toBe(403);
    expect((await guest.agent.post(`/api/tags/${owner.tag.id}/pin`)).statusCode).toBe(200);
  });
});

describe('account deletion and export', () => {
  it('an owner with guardians is asked to hand over first: 409 naming the child, nothing deleted', async () => {
    const owner = await ownerWithTag(t, 'Marco');
    const guest = await parent(t, 'Giulia');
    await joinAsGuardian(t, owner.agent, owner.tag.id, guest);
    const res = await owner.agent.request('DELETE', '/api/account', { password: DEFAULT_PASSWORD });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(en('errors.handOverFirst', { names: 'Mia' }));
    expect((await owner.agent.get(`/api/tags/${owner.tag.id}`)).statusCode).toBe(200);
    expect((await guest.agent.get(`/api/tags/${owner.tag.id}`)).statusCode).toBe(200);
  });

  it("a guardian's deletion removes them from the tag and records that they left", async () => {
    const owner = await ownerWithTag(t, 'Marco');
    const guest = await parent(t, 'Giulia');
    await joinAsGuardian(t, owner.agent, owner.tag.id, guest);
    const res = await guest.agent.request('DELETE', '/api/account', { password: DEFAULT_PASSWORD });
    expect(res.statusCode, res.body).toBe(204);
    expect(await guardiansOf(owner.tag.id)).toEqual([]);
    const family = (await owner.agent.get(`/api/tags/${owner.tag.id}/family`)).json();
    expect(family.guardians).toEqual([]);
    expect(family.changes[0]).toMatchObject({ actorName: 'Giulia', action: 'guardianLeft' });
    const [row] = await t.db
      .select()
      .from(tagChanges)
      .where(eq(tagChanges.tagId, owner.tag.id))
      .orderBy(tagChanges.createdAt)
      .limit(1);
    expect(row!.userId).toBeNull();
  });

  it('the export holds the guardianships and the owned tags’ guardians', async () => {
    const owner = await ownerWithTag(t, 'Marco');
    const guest = await parent(t, 'Giulia');
    await joinAsGuardian(t, owner.agent, owner.tag.id, guest);
    const mine = (await guest.agent.get('/api/account/export')).json();
    expect(mine.guardianships).toEqual([
      { childName: 'Mia', uniqueCode: owner.tag.uniqueCode, role: 'guardian', since: expect.any(String) },
    ]);
    const theirs = (await owner.agent.get('/api/account/export')).json();
    expect(theirs.guardianships).toMatchObject([{ uniqueCode: owner.tag.uniqueCode, role: 'owner' }]);
    expect(theirs.tags[0].guardians).toMatchObject([{ firstName: 'Giulia', email: guest.user.email }]);
  });
});
