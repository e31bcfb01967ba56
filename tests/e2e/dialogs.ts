// Dialogs by keyboard in the browser tests.
import type { Locator } from '@playwright/test';
import { expect } from './fixtures.ts';

/**
 * Waits until the dialog holds the focus. Its Esc listener is set in the same effects that move the
 * focus in, which run after it shows: Esc pressed as soon as it was visible was now and then lost.
 */
export async function focusInside(dialog: Locator): Promise<void> {
  await expect.poll(() => dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
}
