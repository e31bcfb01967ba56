// Helpers for the admin dashboard specs: an admin on the dashboard, a signed-out visitor's view of
// the landing page, a save watched while its request is held, and real files the browser can draw
// or play.
import type { Browser } from '@playwright/test';
import { signInAsNewAdmin } from './accounts.ts';
import { expect, waitForHydration, type E2EServer, type Page } from './fixtures.ts';
import { holdRequests } from './held-requests.ts';

/** A real 1×1 PNG: the browser must be able to draw it. */
export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** A real 32×18, 0.45 s VP8 WebM (recorded with Chromium's MediaRecorder): the browser must play it. */
export const WEBM_VIDEO = Buffer.from(
  'GkXfo59ChoEBQveBAULygQRC84EIQoKEd2VibUKHgQRChYECGFOAZwEAAAAAAALPEU2bdLlNu4tTq4QVSalmU6yBbk27i1OrhBZU' +
    'rmtTrIGTTbuLU6uEH0O2dVOsgdRNu4xTq4QcU7trU6yCAr3srgAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' +
    'AAAAAAAAAAAVSalmoCrXsYMPQkBEiYRD4LzNTYCGQ2hyb21lV0GGQ2hyb21lFlSua7yuuteBAXPFh5kR0Yy6rUWDgQFV7oEBhoVW' +
    'X1ZQOOCdsIEguoESU8CBAVWwkFWxgQFVuYECVbqBDVW7gQEfQ7Z1AQAAAAAAAd3ngQCgz6GkgQAAADACAJ0BKiAAEgACRwiFhYiZ' +
    'hIgMggAHkPPJwP79HIAAdaGmpqTugQGlnzACAJ0BKiAAEgAHBwiFhYiZhIgmAgAHkPPJwP7wXQCgzaGtgQAxADECAAkQgAAYCdao' +
    'CB/5c0zARfEA/vcNb9CjZRMU//uDj/sHH/YOP3TAdaGYppbugQGlkbEBABwRPAAYABhYL/QACHAA+4EAoMuhq4EAlQDRAQAJEFQA' +
    'GAAeV/QMAEEOAP76id/4tpHQpkP/xlT/xlT/xlT/i5h1oZimlu6BAaWRsQEAHBEsABgAGFgv9AAIcAD7gTGgzKGsgQD5ANEBAAkQ' +
    'RAAYAB5X9AwAQQ4A/vue9/4DdfFtMv/zLz/zLz/zLz/mJgB1oZimlu6BAaWRsQEAHBEcABgAGFgv9AAIcAD7gZWgzqGugQFdABEC' +
    'AAkQOAAYB0gIIJnzDQBGwQD+/I2H/4s5GI7PN/+lwfpcH6XB/6UgAHWhmKaW7oEBpZGxAQAcEOwAGAAYWC/0AAhwAPuB+aDNoayB' +
    'AcEA0QEACRAwABgAHlf0DABBDgD+/USf/8guWF1yNf/ZK32St9krf9jyAHWhmKaW7oEBpZGxAQAcENwAGAAYWC/0AAhwAPuCAV0c' +
    'U7trjbuLs4EAt4b3gQHxgdQ=',
  'base64',
);

/** Where an uploaded file is shown from (SPEC §2: /api/files plus the stored /objects/... path). */
export const UPLOADED_FILE = (extension: string) =>
  new RegExp(`^/api/files/objects/uploads/[0-9a-f-]+\\.${extension}$`);

/** A fresh admin's session in the browser, on the dashboard (the sign-in form is admin.spec.ts's). */
export async function openDashboard(page: Page, server: E2EServer): Promise<void> {
  await signInAsNewAdmin(server, page.context());
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
}

/** The landing page as a signed-out visitor sees it after a fresh load. */
export async function asVisitor(
  browser: Browser,
  baseURL: string,
  look: (landing: Page) => Promise<void>,
): Promise<void> {
  const context = await browser.newContext({ baseURL });
  try {
    const landing = await context.newPage();
    await landing.goto('/');
    await look(landing);
  } finally {
    await context.close();
  }
}

/** Moves to `path` inside the app (no reload: the query cache stays), as a link would. */
export async function goInApp(page: Page, path: string): Promise<void> {
  await waitForHydration(page);
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/**
 * Clicks a save button with its request held: the button must read 'Saving...' and be disabled
 * while the save is pending (SPEC §4), then the save goes through.
 */
export async function saveWhileWatchingPending(page: Page, button: string, url: string): Promise<void> {
  const held = await holdRequests(page, url);
  await page.getByRole('button', { name: button, exact: true }).click();
  await held.arrived;
  const pending = page.getByRole('button', { name: 'Saving...', exact: true });
  await expect(pending).toHaveCount(1);
  await expect(pending).toBeDisabled();
  await expect(page.getByRole('button', { name: button, exact: true })).toHaveCount(0);
  await held.release();
  await expect(page.getByRole('button', { name: button, exact: true })).toBeEnabled();
}

/**
 * A dashboard tab by its label. A content tab's name may end in its missing-translation count
 * ("Hero 2 texts miss a translation"), which other specs sharing the database can cause at any
 * moment, so the label is matched as the name's start, not as the whole name.
 */
export function dashboardTab(page: Page, label: string) {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return page.getByRole('tab', { name: new RegExp(`^${escaped}(\\s|$)`) });
}
