// `npm start`: serves the production build of the client, building it first when there is none or
// when it was made from other sources than these (a `git pull && npm ci` since; decision 001). The
// server then runs in this very process, which npm starts with `exec` so that npm's SIGTERM and
// SIGINT reach it (decision 001).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { clientDistDir } from '../src/server/config.ts';
import { PROJECT_ROOT } from '../src/server/render/client-assets.ts';
import { withBuildLock } from '../src/server/render/build-lock.ts';
import { clientSourcesHash, readBuildStamp } from '../src/server/render/client-build.ts';

if (existsSync('.env')) process.loadEnvFile('.env');

const distDir = clientDistDir();
const sources = clientSourcesHash(PROJECT_ROOT);
if (readBuildStamp(distDir) !== sources) {
  // One rebuild at a time per build folder; a start that waited finds it done by the one before.
  await withBuildLock(distDir, async () => {
    const stamp = readBuildStamp(distDir);
    if (stamp === sources) return;
    process.stdout.write(
      stamp === undefined && !existsSync(distDir)
        ? 'No client build found: building it once (npm run build)...\n'
        : 'client build is from other sources: rebuilding (npm run build)\n',
    );
    await runBuild();
  });
}
await import('../src/server/index.ts');

/** The build as its own process; a SIGTERM or SIGINT meanwhile stops it and this start. */
function runBuild(): Promise<void> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/build-client.ts'], {
    cwd: PROJECT_ROOT,
    stdio: 'inherit',
  });
  const forward = (signal: NodeJS.Signals) => child.kill(signal);
  process.on('SIGTERM', forward);
  process.on('SIGINT', forward);
  return new Promise((resolve) => {
    child.on('exit', (code, signal) => {
      process.off('SIGTERM', forward);
      process.off('SIGINT', forward);
      if (code === 0) return resolve();
      process.stderr.write(`The client build failed (${signal ?? `exit code ${code}`}): not starting.\n`);
      process.exit(1);
    });
  });
}
