// `node scripts/complete-lockfile.mjs` after any `npm install`: adds lock entries for platform-specific optional packages that this registry does not carry, so
// `npm ci` accepts the lockfile; npm skips them on other platforms without fetching.
import { readFileSync, writeFileSync } from 'node:fs';
const file = process.argv[2] ?? 'package-lock.json';
const lock = JSON.parse(readFileSync(file, 'utf8'));
const platforms = {
  'android-arm64': { os: ['android'], cpu: ['arm64'] },
  'darwin-arm64': { os: ['darwin'], cpu: ['arm64'] },
  'darwin-x64': { os: ['darwin'], cpu: ['x64'] },
  'freebsd-x64': { os: ['freebsd'], cpu: ['x64'] },
  'linux-arm-gnueabihf': { os: ['linux'], cpu: ['arm'] },
  'wasm32-wasi': { cpu: ['wasm32'] },
  'win32-arm64-msvc': { os: ['win32'], cpu: ['arm64'] },
  'win32-x64-msvc': { os: ['win32'], cpu: ['x64'] },
};
let added = 0;
for (const [path, pkg] of Object.entries(lock.packages)) {
  for (const [dep, version] of Object.entries(pkg.optionalDependencies ?? {})) {
    const key = `node_modules/${dep}`;
    if (lock.packages[key]) continue;
    const suffix = Object.keys(platforms).find((p) => dep.endsWith(p));
    if (!suffix) {
      console.error(`no platform known for ${dep} (needed by ${path})`);
      process.exitCode = 1;
      continue;
    }
    const { os, cpu } = platforms[suffix];
    // The field order npm writes, so a later `npm install` leaves the file as it is.
    lock.packages[key] = { version, ...(cpu && { cpu }), dev: pkg.dev, optional: true, ...(os && { os }) };
    added++;
  }
}
// npm keeps the root entry first and sorts the others by path; entries added above go to their place.
const [root, ...rest] = Object.entries(lock.packages);
rest.sort(([a], [b]) => a.localeCompare(b, 'en'));
lock.packages = Object.fromEntries([root, ...rest]);
writeFileSync(file, JSON.stringify(lock, null, 2) + '\n');
console.log(`added ${added} lock entries`);
