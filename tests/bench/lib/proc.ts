/** Linux /proc readings of the server process: which pid is really node, and its resident memory. */
import { readdirSync, readFileSync } from "node:fs";

function cmdline(pid: number): string[] | undefined {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0").filter(Boolean);
  } catch {
    return undefined;
  }
}

function childrenOf(pid: number): number[] {
  const out: number[] = [];
  try {
    for (const tid of readdirSync(`/proc/${pid}/task`)) {
      const text = readFileSync(`/proc/${pid}/task/${tid}/children`, "utf8").trim();
      if (text) out.push(...text.split(/\s+/).map(Number));
    }
  } catch {
    // gone, or not Linux
  }
  return out;
}

const isNode = (argv: string[]) => /(^|\/)node(js)?(\d+)?$/.test(argv[0] ?? "");

/**
 * The pid of the node process that runs `script`, starting from `pid` and walking down its children
 * (so a wrapper such as `npx`, `sh -c` or the `tsx` CLI, which re-spawns node, is looked through).
 * The harness spawns `node build/server.js` directly, so this is normally `pid` itself.
 */
export function realNodePid(pid: number | undefined, script = "build/server.js"): { pid: number; argv: string[] } | undefined {
  if (!pid) return undefined;
  const queue = [pid];
  const seen = new Set<number>();
  while (queue.length) {
    const p = queue.shift()!;
    if (seen.has(p)) continue;
    seen.add(p);
    const argv = cmdline(p);
    if (argv && isNode(argv) && argv.some((a) => a.endsWith(script)) && !argv.some((a) => /\/tsx\/dist\/cli|\.bin\/tsx$/.test(a))) {
      return { pid: p, argv };
    }
    queue.push(...childrenOf(p));
  }
  return undefined;
}

/** A `Vm*:` field of /proc/<pid>/status in bytes (VmRSS, VmHWM, …); undefined when unreadable. */
export function procStatusBytes(pid: number | undefined, field = "VmRSS"): number | undefined {
  if (!pid) return undefined;
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const m = new RegExp(`^${field}:\\s+(\\d+)\\s+kB`, "m").exec(status);
    return m ? Number(m[1]) * 1024 : undefined;
  } catch {
    return undefined;
  }
}

export const rssBytes = (pid: number | undefined) => procStatusBytes(pid, "VmRSS");

/** Samples VmRSS every `everyMs` until stopped; answers the peak seen. */
export function rssSampler(pid: number | undefined, everyMs = 100) {
  let peak = rssBytes(pid) ?? 0;
  const timer = setInterval(() => {
    const v = rssBytes(pid);
    if (v !== undefined && v > peak) peak = v;
  }, everyMs);
  timer.unref();
  return {
    stop(): number {
      clearInterval(timer);
      const v = rssBytes(pid);
      if (v !== undefined && v > peak) peak = v;
      return peak;
    },
  };
}

export const mib = (bytes: number) => bytes / (1024 * 1024);
