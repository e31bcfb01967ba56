// The family list decides, per viewer, who is "You" and who gets the owner's buttons: the owner sees
// Make owner and Remove on each guardian's row; a guardian sees nobody's buttons, and "You" on their own
// row, never on the owner's.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { FamilyView } from '#shared/schemas/family.ts';
import { en } from '#tests/helpers/messages.ts';
import { WithI18n } from '#tests/helpers/with-i18n.tsx';
import { FamilyMembers } from './family-members.tsx';

const GIULIA = '11111111-1111-4111-8111-111111111111';
const NONNA = '22222222-2222-4222-8222-222222222222';

const family = (role: FamilyView['role']): FamilyView => ({
  role,
  owner: { firstName: 'Marco', email: 'marco@example.test' },
  guardians: [
    { userId: GIULIA, firstName: 'Giulia', email: 'giulia@example.test', since: '2030-06-01T10:00:00.000Z' },
    { userId: NONNA, firstName: null, email: 'nonna@example.test', since: '2030-06-02T10:00:00.000Z' },
  ],
  invitations: [],
  changes: [],
});

function render(view: FamilyView, own: { id: string; email: string }): string {
  return renderToString(
    <QueryClientProvider client={new QueryClient()}>
      <WithI18n>
        <FamilyMembers tagId="t" family={view} ownUserId={own.id} ownEmail={own.email} />
      </WithI18n>
    </QueryClientProvider>,
  ).replace(/<!-- -->/g, '');
}

/** Each row's text, tags removed: 'Marco Owner You marco@example.test'. */
const rows = (html: string) =>
  html
    .split('data-testid="family-member"')
    .slice(1)
    .map((row) =>
      row
        .slice(row.indexOf('>') + 1)
        .replace(/<[^>]+>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
    );

const count = (html: string, text: string) => html.split(text).length - 1;

describe('FamilyMembers', () => {
  it("gives the owner Make owner and Remove on each guardian's row, named for the person", () => {
    const html = render(family('owner'), { id: 'owner-id', email: 'marco@example.test' });
    expect(count(html, `aria-label="${en('coGuardians.removeLabel', { name: 'Giulia' })}"`)).toBe(1);
    expect(count(html, `aria-label="${en('coGuardians.makeOwnerLabel', { name: 'Giulia' })}"`)).toBe(1);
    // Without a first name, the address names the person.
    expect(count(html, `aria-label="${en('coGuardians.removeLabel', { name: 'nonna@example.test' })}"`)).toBe(
      1,
    );
    const [owner, giulia, nonna] = rows(html);
    expect(owner).toMatch(/^Marco Owner You marco@example\.test/);
    expect(giulia).toMatch(/^Giulia Guardian giulia@example\.test Since /);
    expect(giulia).not.toContain(en('coGuardians.you'));
    // The address once: it is already the name.
    expect(nonna!.match(/nonna@example\.test/g)).toHaveLength(1);
  });

  it('gives a guardian no buttons, and "You" on their own row only', () => {
    const html = render(family('guardian'), { id: GIULIA, email: 'giulia@example.test' });
    expect(html).not.toContain(en('coGuardians.remove'));
    expect(html).not.toContain(en('coGuardians.makeOwner'));
    const [owner, giulia, nonna] = rows(html);
    expect(owner).not.toContain(en('coGuardians.you'));
    expect(giulia).toMatch(/^Giulia Guardian You /);
    expect(nonna).not.toContain(en('coGuardians.you'));
  });
});
