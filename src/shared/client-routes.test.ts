// The client route table agrees with itself: every link leads to its own entry, and the matcher the
// server uses tells known pages from unknown ones.
import { describe, expect, it } from 'vitest';
import { clientRoutes, matchClientRoute, routes, samplePath, type ClientRouteKey } from './client-routes.ts';

const keys = Object.keys(clientRoutes) as ClientRouteKey[];

describe('client route table', () => {
  it('links to each page with a path its own pattern matches', () => {
    for (const key of keys) {
      const href: string | ((...values: string[]) => string) = routes[key];
      const link = typeof href === 'string' ? href : href('a b/c', 'd e/f');
      const pathname = new URL(link, 'http://x').pathname;
      expect(matchClientRoute(pathname)?.key, `${key}: ${link}`).toBe(key);
    }
  });

  it('matches the sample path of every entry to that entry, with or without a trailing slash', () => {
    for (const key of keys) {
      const path = samplePath(clientRoutes[key].pattern);
      expect(matchClientRoute(path)?.key, path).toBe(key);
      if (path !== '/') expect(matchClientRoute(`${path}/`)?.key, `${path}/`).toBe(key);
    }
  });

  it('matches the links that add a query or an anchor to the page they open', () => {
    expect(matchClientRoute(new URL(routes.register, 'http://x').pathname)?.key).toBe('auth');
    expect(matchClientRoute(new URL(routes.publicTagAsResponder('C0DE'), 'http://x').pathname)?.key).toBe(
      'publicTag',
    );
    expect(matchClientRoute(new URL(routes.howItWorksAnchor, 'http://x').pathname)?.key).toBe('home');
  });

  it('knows no other page', () => {
    for (const path of ['/no/such/page', '/dashboards', '/tag', '/admin/dashboard/x', '/configure']) {
      expect(matchClientRoute(path), path).toBeNull();
    }
  });
});
