import fs from 'node:fs';

/** Linux counts a process's CPU time in clock ticks of 10 ms (`getconf CLK_TCK` is 100). */
const TICK_MS = 10;

/** CPU time (user and system) a process has used so far, ms; 0 once it is gone. */
function cpuMsOf(pid: number): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name may hold spaces; the fields after it are fixed: utime and stime are the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return 0;
  }
}

/** Every PostgreSQL process on the machine: the backends serving the run and the server's own. */
export function postgresPids(): number[] {
  if (!fs.existsSync('/proc')) return [];
  return fs.readdirSync('/proc').filter((entry) => /^\d+$/.test(entry) && commandOf(entry) === 'postgres').map(Number);
}

function commandOf(pid: string): string | null {
  try {
    return fs.readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
  } catch {
    return null;
  }
}

/** What a load is charged by: the serving processes' CPU, and the statements the server sends its database. */
export interface ServerCosts {
  /** CPU of the server and, on PostgreSQL, the database's processes, ms per unit of work. */
  readonly cpuMs?: number;
  /** Database statements per unit of work (on PostgreSQL, round trips). */
  readonly statements?: number;
}

interface Serving {
  readonly pids: () => number[];
  /** The server's `/metrics`, which counts its statements. */
  readonly metricsUrl: string;
}

let serving: Serving | null = null;

/** The server a load runs against, until it stops (`null`). */
export function meterCostsOf(server: Serving | null): void {
  serving = server;
}

async function statementsSoFar(metricsUrl: string): Promise<number> {
  const metrics = await (await fetch(metricsUrl)).text();
  const line = metrics.split('\n').find((entry) => entry.startsWith('lootbay_db_statements_total '));
  return Number(line?.split(' ')[1]);
}

const perUnit = (value: number, units: number) => Number((value / units).toFixed(3));

/**
 * Starts counting what the serving processes spend; the answer is per unit of work done (a
 * request, a battle). CPU hardly moves when the load generator, which shares the cores, gets more
 * or less of them, so two runs compare; statements do not move at all.
 */
export async function startCostMeter(): Promise<(units: number) => Promise<ServerCosts>> {
  const server = serving;
  if (!server) return async () => ({});
  const cpuAtStart = new Map(server.pids().map((pid) => [pid, cpuMsOf(pid)]));
  const statementsAtStart = await statementsSoFar(server.metricsUrl);
  return async (units) => {
    if (units <= 0) return {};
    // A process that started during the load (a new database connection) counts whole; one that ended is lost.
    const cpu = server.pids().reduce((sum, pid) => sum + Math.max(0, cpuMsOf(pid) - (cpuAtStart.get(pid) ?? 0)), 0);
    const statements = (await statementsSoFar(server.metricsUrl)) - statementsAtStart;
    return { cpuMs: perUnit(cpu, units), statements: perUnit(statements, units) };
  };
}
