// `npm run restore -- FILE [--force]`: checks an archive made by `npm run backup` (every member against
// its manifest) and fills the configured database and upload storage from it. They must be empty
// unless --force; with the embedded database the server must be stopped (decision 043).
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { restore } from '../backup/backup.ts';
import { loadConfig } from '../config.ts';
import { runCommand } from './run-command.ts';

const USAGE = `Usage: npm run restore -- <file.tar.gz> [--force]

Fills the database (DATABASE_URL, or the embedded one in DATA_DIR) and the upload storage from a backup.
They must be empty; --force replaces what they hold.`;

const SECRET_NOTES = {
  restored: 'the session secret was restored into DATA_DIR',
  same: 'the session secret is the one the backup was made with',
  different:
    'WARNING: the session secret differs from the one the backup was made with: sessions and mailed order links will not work until SESSION_SECRET is set to that one',
};

async function main(): Promise<number> {
  if (existsSync('.env')) process.loadEnvFile('.env');
  const { values, positionals } = parseArgs({
    options: { force: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
    allowPositionals: true,
    strict: true,
  });
  if (values.help || positionals.length !== 1) {
    process.stderr.write(`${values.help ? '' : 'Give one archive to restore.\n\n'}${USAGE}\n`);
    return values.help ? 0 : 2;
  }
  const file = positionals[0]!;
  // The secret comes from the archive: none is generated into DATA_DIR first.
  const config = loadConfig(process.env, { generateSecret: false });
  const { manifest, secret } = await restore(config, file, { force: values.force ?? false });
  process.stderr.write(
    `Restored ${file} (made ${manifest.createdAt} by version ${manifest.version}): ${manifest.database.kind} ` +
      `database at ${manifest.lastMigration}, ${manifest.uploads.length} uploaded files; ${SECRET_NOTES[secret]}.\n`,
  );
  return 0;
}

runCommand(main);
