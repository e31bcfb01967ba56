// `npm run tags:create -- --count 100 --out bracelets.csv` or `-- --physical-ids-file ids.txt`: makes a
// batch of bracelets in the database the server uses (same configuration, migrated first) and writes
// `uniqueCode,physicalId,activationUrl` CSV to --out (or stdout; npm's banner goes there too unless
// `npm run -s`). Messages go to stderr. The activation URLs are PUBLIC_URL's: a local one is refused
// unless --allow-local, since the factory programs them into the chips (decision 015).
// With the embedded database, stop the server first: one process at a time may open its data directory.
import { existsSync } from 'node:fs';
import { open, readFile, rename, rm } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { INVENTORY_BATCH_MAX } from '#shared/constants.ts';
import { createInventorySchema, type CreateInventoryInput } from '#shared/schemas/tag.ts';
import { ConfigError, loadConfig } from '../config.ts';
import { AppError } from '../errors.ts';
import { translatorFor } from '../i18n/catalogue.ts';
import { isLocalAddress } from '../lib/local-address.ts';
import { inventoryCsv } from '../modules/inventory/inventory-csv.ts';
import { InventoryService } from '../modules/inventory/inventory.service.ts';
import { issueMessage } from '../validation.ts';
import { withServerDatabase } from './server-database.ts';

const USAGE = `Usage: npm run tags:create -- --count <n> [--out <file>] [--allow-local]
       npm run tags:create -- --physical-ids-file <file> [--out <file>] [--allow-local]
       (--physical-ids-file: one bracelet number per line)

Writes CSV (uniqueCode,physicalId,activationUrl) to --out, or to stdout (then use npm run -s).
The activation URLs start with PUBLIC_URL; --allow-local accepts a local one (a test batch only).`;

class UsageError extends Error {}

type Options = { input: CreateInventoryInput; out: string | undefined; allowLocal: boolean };

async function readOptions(argv: string[]): Promise<Options> {
  const { values } = parseArgs({
    args: argv,
    options: {
      count: { type: 'string' },
      'physical-ids-file': { type: 'string' },
      out: { type: 'string', short: 'o' },
      'allow-local': { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
  });
  if (values.help) throw new UsageError('');
  if (values.out === '') throw new UsageError('--out needs a file name.');
  const input = await readInput(values);
  return { input, out: values.out, allowLocal: values['allow-local'] ?? false };
}

async function readInput(values: {
  count?: string;
  'physical-ids-file'?: string;
}): Promise<CreateInventoryInput> {
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
    throw new UsageError(`${file}${which}: ${issueMessage(unionIssue ?? issue)}`);
  }
  return parsed.data;
}

/**
 * Where the CSV goes. A file is opened (as a temporary sibling) before anything is stored, so a bad
 * path fails first, and takes its name only once complete: a failed batch never truncates an
 * earlier CSV.
 */
async function openOutput(out: string | undefined) {
  if (!out) {
    return { finish: async (csv: string) => void process.stdout.write(csv), discard: async () => {} };
  }
  const temp = `${out}.${process.pid}.tmp`;
  const file = await open(temp, 'wx');
  return {
    async finish(csv: string) {
      await file.writeFile(csv, 'utf8');
      await file.close();
      await rename(temp, out);
    },
    async discard() {
      await file.close().catch(() => undefined);
      await rm(temp, { force: true });
    },
  };
}

async function main(): Promise<number> {
  if (existsSync('.env')) process.loadEnvFile('.env');
  let options: Options;
  try {
    options = await readOptions(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof UsageError || error instanceof TypeError)) throw error;
    if (error.message) process.stderr.write(`${error.message}\n\n`);
    process.stderr.write(`${USAGE}\n`);
    return error.message ? 2 : 0;
  }
  const config = loadConfig();
  if (isLocalAddress(config.publicUrl)) {
    // The shop's language: the CLI has no reader of its own.
    const t = translatorFor(config.shopLanguage);
    if (!options.allowLocal) {
      process.stderr.write(`${t('publicUrl.cliRefusal', { url: config.publicUrl })}\n`);
      return 1;
    }
    process.stderr.write(`${t('publicUrl.cliAllowed', { url: config.publicUrl })}\n`);
  }
  let output: Awaited<ReturnType<typeof openOutput>>;
  try {
    output = await openOutput(options.out);
  } catch (error) {
    process.stderr.write(`Cannot write ${options.out}: ${(error as NodeJS.ErrnoException).code ?? error}\n`);
    return 1;
  }
  try {
    const created = await withServerDatabase(config, (db) =>
      new InventoryService({ db }).createBatch(options.input),
    );
    await output.finish(inventoryCsv(created, config.publicUrl));
    const where = options.out ? ` (CSV in ${options.out})` : '';
    process.stderr.write(`Created ${created.length} bracelet${created.length === 1 ? '' : 's'}${where}.\n`);
  } catch (error) {
    await output.discard();
    throw error;
  }
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
