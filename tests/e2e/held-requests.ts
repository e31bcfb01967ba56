// Holds the browser's requests to one address until the test lets them go (then the real server
// answers): the only way to look at a button while its request is still on the way, without sleeps.
import type { Page, Route } from '@playwright/test';

export async function holdRequests(
  page: Page,
  url: string | RegExp,
): Promise<{ arrived: Promise<void>; release(): Promise<void> }> {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  // Resolves once the first request is held: the browser has sent it (a test may then change the world).
  let arrive!: () => void;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const held: Promise<void>[] = [];
  const handler = (route: Route) => {
    arrive();
    const passed = opened.then(() => route.continue());
    held.push(passed);
    return passed;
  };
  await page.route(url, handler);
  return {
    arrived,
    async release() {
      open();
      await Promise.all(held);
      await page.unroute(url, handler);
    },
  };
}
