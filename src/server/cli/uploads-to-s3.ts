// `npm run uploads:to-s3 [-- --dry-run]`: copies DATA_DIR/uploads into the configured S3 bucket, one
// line per file, verified, resumable, never deleting a local file (OPERATIONS.md §6).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { S3Storage } from '../adapters/storage-s3.ts';
import { copyUploadsToS3, type CopySummary, type FileOutcome } from '../backup/uploads-to-s3.ts';
import { loadConfig, missingS3Settings } from '../config.ts';
import { runCommand, size } from './run-command.ts';

const USAGE = `Usage: npm run uploads:to-s3 [-- --dry-run]

Copies every file in DATA_DIR/uploads into the S3 bucket (S3_* settings) under the key the app reads,
checks each copy, and skips files the bucket already holds. Local files are left in place.
--dry-run only says what would be copied.`;

const WIDTH = 'already there'.length;

function line(outcome: FileOutcome): string {
  const detail = outcome.result === 'FAILED' ? `: ${outcome.note}` : ` (${size(outcome.size)})`;
  const note = outcome.result !== 'FAILED' && outcome.note ? `, ${outcome.note}` : '';
  return `${outcome.result.padEnd(WIDTH)}  ${outcome.key}${detail}${note}`;
}

function summary({ files, counts, stoppedBecause, notTried }: CopySummary, dryRun: boolean): string {
  const parts = dryRun
    ? [`${counts['to copy']} to copy`, `${counts['already there']} already there`]
    : [`${counts.copied} copied`, `${counts['already there']} already there`];
  parts.push(`${counts.FAILED} failed`);
  if (notTried > 0) parts.push(`${notTried} not tried`);
  const stopped = stoppedBecause ? ` Stopped: ${stoppedBecause}.` : '';
  const again = counts.FAILED > 0 ? ' Run it again to retry what failed.' : '';
  return `${files} files: ${parts.join(', ')}.${stopped}${again} No local file was deleted.`;
}

async function main(): Promise<number> {
  if (existsSync('.env')) process.loadEnvFile('.env');
  const { values } = parseArgs({
    options: { 'dry-run': { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
    strict: true,
  });
  if (values.help) {
    process.stderr.write(`${USAGE}\n`);
    return 0;
  }
  const missing = missingS3Settings();
  if (missing.length > 0) {
    process.stderr.write(
      `S3 is not configured: set ${missing.join(', ')} (and S3_ENDPOINT for storage other than AWS).\n`,
    );
    return 1;
  }
  // Only reads DATA_DIR: no session secret is generated there.
  const config = loadConfig(process.env, { generateSecret: false });
  const dryRun = values['dry-run'] ?? false;
  process.stdout.write(
    `${dryRun ? 'Checking' : 'Copying'} ${path.join(config.dataDir, 'uploads')} to bucket ${config.s3!.bucket}\n`,
  );
  const result = await copyUploadsToS3({
    dataDir: config.dataDir,
    bucket: new S3Storage(config.s3!),
    dryRun,
    onFile: (outcome) => process.stdout.write(`${line(outcome)}\n`),
  });
  process.stdout.write(`${summary(result, dryRun)}\n`);
  return result.counts.FAILED > 0 ? 1 : 0;
}

runCommand(main);
