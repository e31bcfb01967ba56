// Runs a Node.js script in a child process (autocannon, Lighthouse, the load worker) and answers what it
// printed; a non-zero exit rejects with the end of what it wrote to stderr.
import { spawn } from 'node:child_process';

export function runNode(
  args: string[],
  options: { name: string; input?: string; env?: NodeJS.ProcessEnv; stderrTail?: number },
): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { env: options.env ?? process.env, stdio: 'pipe' });
    child.stdin.end(options.input ?? '');
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    child.on('error', reject);
    child.on('exit', (status) =>
      status === 0
        ? resolve(out)
        : reject(new Error(`${options.name} exited ${status}: ${err.slice(-(options.stderrTail ?? 1000))}`)),
    );
  });
}

/** The last line a tool printed, parsed (autocannon's -j report, the load worker's answer). */
export function lastJsonLine<T>(output: string): T {
  return JSON.parse(output.trim().split('\n').pop()!) as T;
}
