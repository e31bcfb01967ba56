// `npm start`: serves the production build of the client, building it first when there is none.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

if (!existsSync('dist/client/index.html') || !existsSync('dist/client/.vite/manifest.json')) {
  process.stdout.write('No client build found: building it once (npm run build)...\n');
  execSync('npm run build', { stdio: 'inherit' });
}
await import('../src/server/index.ts');
