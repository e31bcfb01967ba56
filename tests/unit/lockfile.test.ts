// `npm ci` (CI) refuses a lockfile that lacks an entry for any optional dependency. This registry does
// not carry some platform packages (e.g. @tailwindcss/oxide-darwin-arm64), and `npm install` then
// silently leaves them out: run `node scripts/complete-lockfile.mjs` after installing.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

type LockPackage = { optionalDependencies?: Record<string, string> };

describe('package-lock.json', () => {
  it('has an entry for every optional dependency, so npm ci accepts it', () => {
    const lock = JSON.parse(readFileSync(new URL('../../package-lock.json', import.meta.url), 'utf8')) as {
      packages: Record<string, LockPackage>;
    };
    const missing = Object.values(lock.packages).flatMap((pkg) =>
      Object.keys(pkg.optionalDependencies ?? {}).filter((dep) => !lock.packages[`node_modules/${dep}`]),
    );
    expect(missing, 'run: node scripts/complete-lockfile.mjs').toEqual([]);
  });
});
