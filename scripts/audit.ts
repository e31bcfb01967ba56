// CI's dependency audit: `npm audit --omit=dev --audit-level=high`, read by audit-report.ts. Fails on
// high or critical advisories in production dependencies; when the registry's advisory endpoint cannot
// be reached (some networks answer 405) it prints one warning line saying so and passes.
// Usage: node --import tsx scripts/audit.ts
import { spawn } from 'node:child_process';
import { classifyAudit, describeOutcome, type AuditRun } from './audit-report.ts';

const LEVEL = 'high';
/** npm's own network timeout and retries are generous; CI has a time budget. */
const NPM_ARGS = [
  'audit',
  '--omit=dev',
  `--audit-level=${LEVEL}`,
  '--json',
  '--fetch-retries=1',
  '--fetch-timeout=60000',
];
const OVERALL_TIMEOUT_MS = 180_000;

function runNpmAudit(): Promise<AuditRun | 'timed out'> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', NPM_ARGS, { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      resolve('timed out');
    }, OVERALL_TIMEOUT_MS);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('close', (exitCode) => {
      clearTimeout(timer);
      resolve({ exitCode, stdout, stderr });
    });
  });
}

const run = await runNpmAudit();
const outcome =
  run === 'timed out'
    ? ({ kind: 'unreachable', reason: `no answer within ${OVERALL_TIMEOUT_MS / 1000} s` } as const)
    : classifyAudit(run, LEVEL);
const { lines, exitCode } = describeOutcome(outcome, LEVEL);
for (const line of lines) console.log(line);
process.exit(exitCode);
