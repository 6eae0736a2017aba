// CPU time a process and its children have used, from /proc (Linux). Per request it is a
// steadier figure than latency on a shared machine: a busy neighbour slows the clock, not the
// work each request costs.
import { readFile } from 'node:fs/promises';

const TICKS_PER_SECOND = 100;

async function childrenOf(pid: number): Promise<number[]> {
  try {
    const text = await readFile(`/proc/${pid}/task/${pid}/children`, 'utf8');
    return text.split(' ').filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

async function ownCpuMs(pid: number): Promise<number> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) start at ") ".
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const userTicks = Number(fields[11]);
    const systemTicks = Number(fields[12]);
    return ((userTicks + systemTicks) * 1000) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** Milliseconds of CPU (user + system) used so far by the process and everything under it. */
export async function processTreeCpuMs(pid: number): Promise<number> {
  const children = await childrenOf(pid);
  const parts = await Promise.all([ownCpuMs(pid), ...children.map(processTreeCpuMs)]);
  return parts.reduce((sum, part) => sum + part, 0);
}

/**
 * Milliseconds of CPU the whole machine has spent busy so far, over all its cores (every process:
 * PostgreSQL, Redis and the load generator too), from the first line of /proc/stat.
 */
export async function machineBusyMs(): Promise<number> {
  try {
    const line = (await readFile('/proc/stat', 'utf8')).split('\n', 1)[0] ?? '';
    // cpu user nice system idle iowait irq softirq steal …
    const [user, nice, system, , , irq, softirq, steal] = line
      .trim()
      .split(/\s+/)
      .slice(1)
      .map(Number);
    const busy = [user, nice, system, irq, softirq, steal].reduce<number>(
      (sum, part) => sum + (part ?? 0),
      0,
    );
    return (busy * 1000) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}
