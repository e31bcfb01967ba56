// How the operator commands end: their exit code, or one line on stderr and exit code 1. A known
// failure (a bad archive or target, a bad variable, a bad option) is its message alone.
import { BackupError } from '../backup/archive.ts';
import { ConfigError } from '../config.ts';

/** A file's size as the commands print it. */
export const size = (bytes: number) =>
  bytes < 1_048_576 ? `${Math.ceil(bytes / 1024)} kB` : `${(bytes / 1_048_576).toFixed(1)} MB`;

export function runCommand(main: () => Promise<number>): void {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      const known =
        error instanceof BackupError || error instanceof ConfigError || error instanceof TypeError;
      process.stderr.write(`${known ? error.message : String(error)}\n`);
      process.exit(1);
    },
  );
}
