// A command run as an operator runs it: its own process in the project folder, its output collected
// and its exit code (the CLI tests in src/server/cli).
import { spawn } from 'node:child_process';
import { PROJECT_ROOT } from './server-process.ts';

export type CliRun = { code: number | null; stdout: string; stderr: string };

/** `node --import tsx <script>` in the project, as the package.json scripts start the commands. */
export const tsxScript = (script: string, args: string[]): [string, string[]] => [
  process.execPath,
  ['--import', 'tsx', script, ...args],
];

export function runProcess(
  [command, args]: [string, string[]],
  options: { env: NodeJS.ProcessEnv; stdin?: string },
): Promise<CliRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: PROJECT_ROOT, env: options.env });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(options.stdin ?? '');
  });
}
