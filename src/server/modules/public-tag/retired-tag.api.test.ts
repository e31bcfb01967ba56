// Retired tags (issue 17): a tag deactivated for good answers 410 with SPEC's message on its page, its
// API and the responder's shares; unknown codes stay 404; a page served from memory goes at once.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tags } from '#server/db/schema/index.ts';
import { createTag, randomCode } from '#tests/factories/tags.ts';
import { createUser } from '#tests/factories/users.ts';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import { A_CONTACT, A_LOCATION } from '../responder-shares/responder-shares.test-support.ts';
import { nextChange, visibleText } from './public-tag.test-support.ts';

// docs/spec/SPEC.md §2, the public page's error.
const SPEC_MESSAGE = 'Tag not found or no longer active. Please contact the tag owner.';

describe('retired tags', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  /** What deactivation, a move and account deletion leave: inactive, deactivated_at set. */
  async function retire(tagId: string, uniqueCode: string) {
    await t.db.transaction(async (tx) => {
      await tx
        .update(tags)
        .set({ isActive: 'false', deactivatedAt: t.clock.now(), userId: null })
        .where(eq(tags.id, tagId));
      await t.app.deps.tagChanges.publish(tx, uniqueCode);
    });
  }

  async function retiredTag() {
    const owner = await createUser(t);
    const tag = await createTag(t, {
      userId: owner.id,
      childName: 'Mia Rossi',
      childAge: 7,
      fields: [{ title: 'Allergies', content: 'Peanuts' }],
    });
    expect((await t.agent().get(`/tag/${tag.uniqueCode}`)).statusCode).toBe(200);
    const heard = nextChange(t, tag.uniqueCode);
    await retire(tag.id, tag.uniqueCode);
    await heard;
    return tag;
  }

  it('answers 410 with SPEC’s message on the page (a notice, nothing of the child) and the API, in any letter case', async () => {
    const tag = await retiredTag();
    for (const code of [tag.uniqueCode, tag.uniqueCode.toLowerCase()]) {
      const api = await t.agent().get(`/api/tag/${code}`);
      expect(api.statusCode).toBe(410);
      expect(api.json()).toEqual({ message: SPEC_MESSAGE });
      const page = await t.agent().get(`/tag/${code}`);
      expect(page.statusCode).toBe(410);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.headers['cache-control']).toBe('no-store');
      expect(visibleText(page.body)).toContain(SPEC_MESSAGE);
      expect(page.body).not.toContain('Mia Rossi');
      expect(page.body).not.toContain('Peanuts');
    }
  });

  it('refuses the responder’s location and contact shares with the same 410', async () => {
    const tag = await retiredTag();
    for (const [path, body] of [
      ['location', A_LOCATION],
      ['contact', A_CONTACT],
    ] as const) {
      const res = await t.agent().post(`/api/tag/${tag.uniqueCode}/${path}`, body);
      expect(res.statusCode).toBe(410);
      expect(res.json()).toEqual({ message: SPEC_MESSAGE });
    }
  });

  it('keeps 404 for unknown codes and for a stock tag that is merely inactive', async () => {
    const stock = await createTag(t, { isActive: 'false' });
    for (const code of [randomCode(), stock.uniqueCode]) {
      expect((await t.agent().get(`/api/tag/${code}`)).statusCode).toBe(404);
      expect((await t.agent().get(`/tag/${code}`)).statusCode).toBe(404);
    }
  });
});
