// Helpers shared by the public page's API tests.
import { eq } from 'drizzle-orm';
import { emergencyFields, tags } from '#server/db/schema/index.ts';
import type { TestApp } from '#tests/helpers/test-app.ts';

export const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br' };

/** Resolves once this app's change bus has delivered a notification for `code`. */
export function nextChange(t: TestApp, code: string): Promise<void> {
  return new Promise((resolve) => {
    const stop = t.app.deps.tagChanges.subscribe({
      changed: (changed) => {
        if (changed === code) {
          stop();
          resolve();
        }
      },
      reset: () => undefined,
    });
  });
}

/** What the tags module does on save: change the data and publish, in one transaction. */
export async function saveFieldContent(t: TestApp, tagId: string, uniqueCode: string, content: string) {
  await t.db.transaction(async (tx) => {
    await tx.update(emergencyFields).set({ content }).where(eq(emergencyFields.tagId, tagId));
    await tx.update(tags).set({ updatedAt: t.clock.now() }).where(eq(tags.id, tagId));
    await t.app.deps.tagChanges.publish(tx, uniqueCode);
  });
}

/** The page's visible text, roughly: scripts, styles and screen-reader-only text removed, entities decoded. */
export function visibleText(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, '')
    .replace(/<span class="sr-only">[\s\S]*?<\/span>/g, '')
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

/** The document without its <script> and <style> elements: what the browser parses as markup. */
export function markupOnly(html: string): string {
  return html.replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, '');
}
