// "Every screen in the family's language" (issue 30), checked the same way on each page of a journey:
// `<html lang>` says the language, no English catalogue text is on the page, and a numbered screenshot
// of it is kept to look at. `also` adds a spec's own check of the page's text (a date's form).
import type { TestInfo } from '@playwright/test';
import type { Language } from '#shared/i18n/languages.ts';
import { englishLeftovers } from '../helpers/english-leftovers.ts';
import { expect, type Page } from './fixtures.ts';

export function pageChecker(
  page: Page,
  language: Exclude<Language, 'en'>,
  testInfo: TestInfo,
  also?: (text: string, step: string) => void,
): (step: string) => Promise<void> {
  let shot = 0;
  return async (step: string) => {
    await expect(page.locator('html'), step).toHaveAttribute('lang', language);
    const text = await page.locator('body').innerText();
    expect(englishLeftovers(text, language), step).toEqual([]);
    also?.(text, step);
    shot += 1;
    const name = `${language}-${String(shot).padStart(2, '0')}-${step}.png`;
    await page.screenshot({ path: testInfo.outputPath(name), fullPage: true });
  };
}
