// `npm run admin:create -- --username <name> [--email <address>] [--reset-password]`
// Creates an administrator in the configured database (DATABASE_URL, else PGlite in DATA_DIR).
// The password is asked on the terminal without echo, or read from the first line of stdin when
// piped (`echo "$PASSWORD" | npm run admin:create -- --username owner`). It never appears in argv.
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { adminLoginSchema } from '#shared/schemas/auth.ts';
import { systemClock } from '../adapters/clock.ts';
import { ConfigError, loadConfig } from '../config.ts';
import { RateLimiter } from '../infra/rate-limit/rate-limiter.ts';
import { AdminService } from '../modules/admin/admin.service.ts';
import { issueMessage } from '../validation.ts';
import { withServerDatabase } from './server-database.ts';

const USAGE =
  'Usage: npm run admin:create -- --username <name> [--email <address>] [--reset-password]\n' +
  'The password is asked for (or read from stdin when piped).\n';

function fail(message: string, code = 1): never {
  process.stderr.write(`${message}\n`);
  process.exit(code);
}

/** Reads one line from a terminal without echoing it. */
function askHidden(prompt: string): Promise<string> {
  const stdin = process.stdin;
  process.stdout.write(prompt);
  return new Promise((resolve) => {
    let value = '';
    stdin.setRawMode(true);
    stdin.resume();
    stdin.setEncoding('utf8');
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') {
          stdin.setRawMode(false);
          stdin.pause();
          stdin.off('data', onData);
          process.stdout.write('\n');
          resolve(value);
          return;
        }
        if (char === '\u0003') {
          stdin.setRawMode(false);
          process.stdout.write('\n');
          process.exit(130);
        }
        if (char === '\u007f' || char === '\b') value = value.slice(0, -1);
        else value += char;
      }
    };
    stdin.on('data', onData);
  });
}

async function readPipedLine(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8').split(/\r?\n/, 1)[0] ?? '';
}

async function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) return readPipedLine();
  const password = await askHidden('Password: ');
  const repeated = await askHidden('Repeat password: ');
  if (password !== repeated) fail('The passwords do not match.');
  return password;
}

async function main() {
  let args;
  try {
    args = parseArgs({
      options: {
        username: { type: 'string' },
        email: { type: 'string' },
        'reset-password': { type: 'boolean', default: false },
        help: { type: 'boolean', default: false },
      },
    }).values;
  } catch (error) {
    fail(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`, 2);
  }
  if (args.help) {
    process.stdout.write(USAGE);
    return;
  }
  if (!args.username) fail(`--username is required.\n${USAGE}`, 2);
  const email = args.email?.trim() || null;
  if (email && !z.string().email().safeParse(email).success) fail('--email must be an e-mail address.', 2);

  if (existsSync('.env')) process.loadEnvFile('.env');
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }

  const parsed = adminLoginSchema.safeParse({ username: args.username, password: await readPassword() });
  if (!parsed.success) fail(parsed.error.issues.map((issue) => issueMessage(issue)).join('\n'));
  const { username, password } = parsed.data;

  const result = await withServerDatabase(config, (db) => {
    const clock = systemClock;
    const admins = new AdminService({
      db,
      clock,
      rateLimiter: new RateLimiter({ db, clock, secret: config.sessionSecret }),
    });
    return admins.create({ username, email, password }, { resetPassword: args['reset-password'] });
  });
  if (result.status === 'created') process.stdout.write(`Admin "${username}" created. Sign in at /admin.\n`);
  else if (result.status === 'password-reset')
    process.stdout.write(`Password of admin "${username}" changed.\n`);
  else {
    process.exitCode = 1;
    process.stderr.write(
      `An admin named "${username}" already exists; nothing changed. Add --reset-password to set a new password.\n`,
    );
  }
}

await main();
