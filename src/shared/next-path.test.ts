// The `next` parameter accepts only a parent's page on this site: every hostile form is refused.
import { describe, expect, it } from 'vitest';
import { routes } from './client-routes.ts';
import { nextPathOf, registerThenActivate, safeNextPath, withNext } from './next-path.ts';

describe('safeNextPath', () => {
  it('accepts the pages a parent goes on to, with their query', () => {
    expect(safeNextPath('/activate')).toBe('/activate');
    expect(safeNextPath('/dashboard')).toBe('/dashboard');
    expect(safeNextPath('/configure/abc')).toBe('/configure/abc');
    expect(safeNextPath('/activate-bracelet/04A2')).toBe('/activate-bracelet/04A2');
    expect(safeNextPath('/activate?x=1')).toBe('/activate?x=1');
    // The hash is the page's own business, not where to go.
    expect(safeNextPath('/activate#top')).toBe('/activate');
  });

  it.each([
    ['another host, scheme-relative', '//evil.example'],
    ['another host, scheme-relative with a path', '//evil.example/activate'],
    ['an absolute URL', 'https://evil.example/activate'],
    ['a script URL', 'javascript:alert(1)'],
    ['a backslash the browser reads as a slash', '/\\evil.example'],
    ['a backslash later on', '/activate\\..\\..\\evil'],
    ['a tab the URL parser drops', '/\t/evil.example'],
    ['a newline', '/activate\n'],
    ['encoded slashes', '%2F%2Fevil.example'],
    ['encoded slashes after the first', '/%2F%2Fevil.example'],
    ['an encoded backslash', '/%5Cevil.example'],
    ['dots climbing to an admin page', '/activate/../admin'],
    ['encoded dots climbing to an admin page', '/activate/%2e%2e/admin/dashboard'],
    ['a relative path', 'activate'],
    ['an unknown page', '/no-such-page'],
    ['a signed-out page (a loop)', '/auth'],
    ['verification (a loop)', '/verify-email?email=a@b.c'],
    ['the admin sign-in', '/admin'],
    ["an admin's order page", '/admin/orders/5a1d0000-0000-4000-8000-000000000001'],
    ['the empty string', ''],
    ['something very long', `/activate?${'a'.repeat(400)}`],
  ])('refuses %s', (_why, raw) => {
    expect(safeNextPath(raw)).toBeNull();
  });

  it('refuses what is not a string', () => {
    expect(safeNextPath(null)).toBeNull();
    expect(safeNextPath(undefined)).toBeNull();
  });
});

describe('withNext and nextPathOf', () => {
  it('carry the page through a query and read it back', () => {
    expect(withNext(routes.auth, '/activate')).toBe('/auth?next=%2Factivate');
    expect(registerThenActivate).toBe('/auth?mode=register&next=%2Factivate');
    expect(withNext(routes.verifyEmail('a+b@c.d'), '/activate')).toBe(
      '/verify-email?email=a%2Bb%40c.d&next=%2Factivate',
    );
    expect(withNext(routes.auth, null)).toBe(routes.auth);
    expect(nextPathOf(new URL(registerThenActivate, 'http://x').searchParams)).toBe('/activate');
    expect(nextPathOf(new URLSearchParams('next=%2F%2Fevil.example'))).toBeNull();
    expect(nextPathOf(new URLSearchParams(''))).toBeNull();
  });
});
