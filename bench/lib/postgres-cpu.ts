// CPU time of the PostgreSQL server's processes on this host (backends, WAL writer, checkpointer): what
// the database's side of a load costs, which the app's process CPU leaves out. Linux only (/proc).
import { readdirSync, readFileSync } from 'node:fs';

/** /proc reports times in USER_HZ ticks, 100 a second on Linux whatever the kernel's own rate. */
const MICROS_A_TICK = 10_000;

/** Total CPU of the processes named `postgres` now (µs), or undefined where /proc is not there. */
export function postgresCpuMicros(): number | undefined {
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return undefined;
  }
  let ticks = 0;
  for (const pid of pids) {
    let stat: string;
    try {
      stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    } catch {
      continue; // it ended meanwhile
    }
    // "pid (comm) state ppid …": the name may hold spaces, so fields count from its closing bracket.
    const close = stat.lastIndexOf(')');
    if (stat.slice(stat.indexOf('(') + 1, close) !== 'postgres') continue;
    const fields = stat.slice(close + 2).split(' ');
    // utime, stime, cutime, cstime: fields 14 to 17 of the line, 12 to 15 after "(comm) ". The last two
    // hold the children the server has reaped (an autovacuum worker that ended), whose own lines are gone.
    ticks += Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
  }
  return ticks * MICROS_A_TICK;
}
