// The public page as a stranger sees it, opened in a new tab by a parent's preview (issue 13's form
// Preview, issue 15's "Preview as a responder"): the page itself, no owner's bar, no way back.
import { routes } from '#shared/paths.ts';
import { en } from '../helpers/messages.ts';
import { expect, type E2EServer, type Page } from './fixtures.ts';

export async function expectResponderPreview(
  preview: Page,
  server: E2EServer,
  tag: { uniqueCode: string },
  childName: string,
) {
  await expect(preview).toHaveURL(`${server.url}${routes.publicTagAsResponder(tag.uniqueCode)}`);
  await expect(preview.getByRole('heading', { level: 1, name: en('publicTag.heading') })).toBeVisible();
  await expect(preview.getByRole('heading', { level: 2, name: childName, exact: true })).toBeVisible();
  await expect(preview.getByRole('navigation', { name: en('ownerBar.label') })).toHaveCount(0);
  // The new tab cannot reach back into the parent's tab.
  expect(await preview.evaluate(() => window.opener)).toBeNull();
}
