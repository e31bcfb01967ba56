// `npm run backup -- --out FILE`: the database, the uploaded files and the generated session secret
// in one .tar.gz with a manifest (decision 043). With the embedded database the running server makes
// the dump (over DATA_DIR's backup socket); with none running, this command opens the database.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { backup } from '../backup/backup.ts';
import { loadConfig, type Config } from '../config.ts';
import { runCommand, size } from './run-command.ts';

const USAGE = `Usage: npm run backup -- --out <file.tar.gz>

Writes the database, the uploaded files and a manifest with checksums to one archive.
Restore it with: npm run restore -- <file.tar.gz>`;

async function main(): Promise<number> {
  if (existsSync('.env')) process.loadEnvFile('.env');
  const { values } = parseArgs({
    options: { out: { type: 'string', short: 'o' }, help: { type: 'boolean', short: 'h' } },
    strict: true,
  });
  if (values.help || !values.out) {
    process.stderr.write(`${values.help ? '' : 'Give the archive to write with --out.\n\n'}${USAGE}\n`);
    return values.help ? 0 : 2;
  }
  const config = loadConfig();
  const report = await backup(config, values.out);
  const how = report.database.via === 'server' ? ', dumped by the running server' : '';
  const secret = report.secretIncluded
    ? 'the generated session secret included'
    : 'SESSION_SECRET not included: keep it with the backups';
  process.stderr.write(
    `Backed up to ${values.out} (${size(report.size)}): ${report.database.kind} database at ` +
      `${report.database.lastMigration}${how}; ${report.uploads} uploaded files from ${uploadsSource(config)}; ${secret}.\n`,
  );
  return 0;
}

/** Where the files came from: a count of 0 next to the wrong DATA_DIR says what went wrong. */
function uploadsSource(config: Config): string {
  return config.s3 ? `the S3 bucket ${config.s3.bucket}` : path.join(config.dataDir, 'uploads');
}

runCommand(main);
