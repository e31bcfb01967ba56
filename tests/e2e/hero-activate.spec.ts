// A way in on a phone (issue 13): the header's Get Started is inside the ☰ menu and the payment
// button is disabled while checkout is off, so the hero offers 'Activate a bracelet'.
import { registerThenActivate } from '#shared/next-path.ts';
import { routes } from '#shared/paths.ts';

import { en } from '../helpers/messages.ts';
import { expect, test, waitForHydration } from './fixtures.ts';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });

test('on a phone the hero offers Activate a bracelet, on the first screen, leading to registration', async ({
  page,
}) => {
  await page.goto(routes.home);
  await waitForHydration(page);
  // Checkout is off in this app (no PayPal credentials), and Get Started hides in the menu.
  await expect(page.getByTestId('price-box').getByRole('button')).toBeDisabled();
  await expect(page.getByRole('link', { name: en('nav.getStarted') })).toBeHidden();

  const activate = page.getByTestId('hero').getByRole('link', { name: en('landing.activateBracelet') });
  await expect(activate).toBeInViewport();
  // Registration that ends on /activate (issue 29 §4; landing-to-activation.spec.ts follows it through).
  await expect(activate).toHaveAttribute('href', registerThenActivate);
  await activate.tap();
  await expect(page).toHaveURL(registerThenActivate);
  await expect(page.getByRole('heading', { name: en('auth.registerHeading') })).toBeVisible();
});
