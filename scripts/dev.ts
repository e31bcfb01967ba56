// `npm run dev`: the API server restarting on change, and Vite with hot reload on
// http://localhost:5173 proxying server routes to it. One command, one Ctrl-C.
import { spawn, type ChildProcess } from 'node:child_process';

const port = process.env.PORT ?? '5000';
const children: ChildProcess[] = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'src/server/index.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: port, PUBLIC_URL: process.env.PUBLIC_URL ?? 'http://localhost:5173' },
  }),
  spawn('npx', ['vite'], {
    stdio: 'inherit',
    env: { ...process.env, API_SERVER: `http://127.0.0.1:${port}` },
  }),
];

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', stop);
