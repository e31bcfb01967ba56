// The router's side of the client route table (src/shared/client-routes.ts): in each route set every
// entry is a page, or sends its visitor where its access says (the server's side:
// src/server/modules/pages/client-routes.api.test.ts; the pages themselves: tests/e2e/route-sets.spec.ts).
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import {
  clientRoutes,
  routes,
  samplePath,
  type ClientRoute,
  type ClientRouteKey,
} from '#shared/client-routes.ts';
import { queryKeys } from '#shared/paths.ts';
import type { CurrentUser } from '#shared/schemas/auth.ts';
import { en, translate } from '#tests/helpers/messages.ts';
import { renderAppMarkup } from '../render/render-app.tsx';
import { routeSet, type RouteHandle } from './app-routes.tsx';

const SIGN_IN = { redirectTo: routes.auth };
const TO_DASHBOARD = { redirectTo: routes.dashboard };

/** What each set should show at an entry's path, from the entry's access alone. */
function expected(route: ClientRoute) {
  switch (route.access) {
    case 'both':
      return { signedIn: 'page', signedOut: 'page' };
    case 'signedIn':
      return { signedIn: 'page', signedOut: route.alsoForAdmin ? 'pageForAdminElseSignIn' : SIGN_IN };
    case 'signedOut':
      return { signedIn: TO_DASHBOARD, signedOut: 'page' };
  }
}

function shownAt(set: 'signedIn' | 'signedOut', path: string): RouteHandle | undefined {
  const matches = matchRoutes(routeSet(set), path);
  return matches?.at(-1)?.route.handle as RouteHandle | undefined;
}

describe('route sets from the client route table', () => {
  it('every entry is a page or a redirect in each set, as its access says', () => {
    for (const key of Object.keys(clientRoutes) as ClientRouteKey[]) {
      const route: ClientRoute = clientRoutes[key];
      const path = samplePath(route.pattern);
      const want = expected(route);
      for (const set of ['signedIn', 'signedOut'] as const) {
        expect(shownAt(set, path), `${key} ${set}`).toEqual({ key, shows: want[set] });
      }
    }
  });

  it('any other path shows the Page Not Found card in both sets', () => {
    for (const set of ['signedIn', 'signedOut'] as const) {
      for (const path of ['/no/such/page', '/dashboards', '/tag']) {
        expect(shownAt(set, path), `${path} ${set}`).toEqual({ key: 'notFound', shows: 'page' });
      }
    }
  });

  it('renders every entry in both sets (the same tree the browser hydrates), never as Page Not Found', async () => {
    const parent: CurrentUser = {
      id: '00000000-0000-4000-8000-000000000001',
      email: 'parent@example.test',
      firstName: 'Alex',
      lastName: 'Parent',
      isEmailVerified: true,
      consentedNoticeVersion: null,
    };
    const render = (path: string, user: CurrentUser | null) =>
      renderAppMarkup(
        path,
        {
          queries: [
            [queryKeys.currentUser, user],
            [queryKeys.adminCheck, { isAdmin: false }],
          ],
          site: {
            supportEmail: 'support@example.test',
            publicUrl: 'http://example.test',
            paymentsEnabled: false,
            emergencyNumber: '112',
          },
          i18n: { language: 'en', messagesUrl: '/api/messages/en' },
        },
        translate('en'),
      );
    for (const user of [null, parent]) {
      expect(await render('/no/such/page', user)).toContain(en('common.pageNotFound'));
      for (const [key, route] of Object.entries(clientRoutes)) {
        const html = await render(samplePath(route.pattern), user);
        expect(html, `${key} ${user ? 'signed in' : 'signed out'}`).not.toContain(en('common.pageNotFound'));
      }
    }
  });
});
