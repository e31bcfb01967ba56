// `npm run tags:create -- --count 100` or `-- --physical-ids-file ids.txt`: makes a batch of bracelets
// in the database the server uses (same configuration, migrated first) and prints
// `uniqueCode,physicalId,activationUrl` CSV on stdout. Messages go to stderr.
// With the embedded database, stop the server first: one process at a time may open its data directory.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { INVENTORY_BATCH_MAX } from '#shared/constants.ts';
import { createInventorySchema, type CreateInventoryInput } from '#shared/schemas/tag.ts';
import { ConfigError, loadConfig } from '../config.ts';
import { AppError } from '../errors.ts';
import { createInventoryTags, inventoryCsv } from '../modules/inventory/inventory.service.ts';
import { withServerDatabase } from './server-database.ts';

const USAGE = `Usage: npm run tags:create -- --count <n>
       npm run tags:create -- --physical-ids-file <file>   (one bracelet number per line)

Prints CSV (uniqueCode,physicalId,activationUrl) on stdout.`;

class UsageError extends Error {}

async function readInput(argv: string[]): Promise<CreateInventoryInput> {
  const { values } = parseArgs({
    args: argv,
    options: {
      count: { type: 'string' },
      'physical-ids-file': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
  });
  if (values.help) throw new UsageError('');
  const file = values['physical-ids-file'];
  if ((values.count === undefined) === (file === undefined)) {
    throw new UsageError('Give either --count or --physical-ids-file.');
  }
  if (file === undefined) {
    const count = /^\d+$/.test(values.count!) ? Number(values.count) : Number.NaN;
    if (!(count >= 1 && count <= INVENTORY_BATCH_MAX)) {
      throw new UsageError(`--count must be a whole number from 1 to ${INVENTORY_BATCH_MAX}.`);
    }
    return { count };
  }
  const lines = (await readFile(file, 'utf8')).split(/\r?\n/).map((line) => line.trim());
  const physicalIds = lines.filter(Boolean);
  const parsed = createInventorySchema.safeParse({ physicalIds });
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const unionIssue = issue.code === 'invalid_union' ? issue.unionErrors[1]?.issues[0] : issue;
    const index = unionIssue?.path[1];
    const which = typeof index === 'number' ? ` "${physicalIds[index]}"` : '';
    throw new UsageError(`${file}${which}: ${unionIssue?.message ?? issue.message}`);
  }
  return parsed.data;
}

async function main(): Promise<number> {
  if (existsSync('.env')) process.loadEnvFile('.env');
  let input: CreateInventoryInput;
  try {
    input = await readInput(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof UsageError || error instanceof TypeError)) throw error;
    if (error.message) process.stderr.write(`${error.message}\n\n`);
    process.stderr.write(`${USAGE}\n`);
    return error.message ? 2 : 0;
  }
  const config = loadConfig();
  const created = await withServerDatabase(config, (db) => createInventoryTags(db, input));
  process.stdout.write(inventoryCsv(created, config.publicUrl));
  process.stderr.write(`Created ${created.length} bracelet${created.length === 1 ? '' : 's'}.\n`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    const known = error instanceof AppError || error instanceof ConfigError;
    process.stderr.write(`${known ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
