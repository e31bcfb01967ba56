// Holds the browser's requests to one address until the test lets them go (then the real server
// answers): the only way to look at a button while its request is still on the way, without sleeps.
import type { Page, Route } from '@playwright/test';

export async function holdRequests(page: Page, url: string | RegExp): Promise<{ release(): Promise<void> }> {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  const held: Promise<void>[] = [];
  const handler = (route: Route) => {
    const passed = opened.then(() => route.continue());
    held.push(passed);
    return passed;
  };
  await page.route(url, handler);
  return {
    async release() {
      open();
      await Promise.all(held);
      await page.unroute(url, handler);
    },
  };
}
