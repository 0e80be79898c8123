/** Child processes for the benchmark: spawn, wait until they answer HTTP, stop (SIGTERM, then SIGKILL). */
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import net from "node:net";
import { setTimeout as delay } from "node:timers/promises";

export const STOP_GRACE_MS = 10_000;
const TAIL_LINES = 200;

/** Children still running, killed synchronously if the harness exits without cleaning up. */
const live = new Set<ChildProcess>();
process.on("exit", () => {
  for (const child of live) child.kill("SIGKILL");
});

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface ChildHandle {
  name: string;
  pid: number | undefined;
  child: ChildProcess;
  /** Resolves when the process has exited. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  hasExited(): boolean;
  /** The last lines the process wrote (stdout and stderr). */
  tail(lines?: number): string;
  /** SIGTERM, then SIGKILL after STOP_GRACE_MS. Safe to call twice. */
  stop(): Promise<void>;
}

export interface StartOptions {
  name: string;
  args: string[];
  env: NodeJS.ProcessEnv;
  cwd: string;
  /** Forward the child's output to our stderr as it comes (BENCH_VERBOSE=1). */
  forward: boolean;
  log(message: string): void;
}

/** Spawns `node <args>`; the pid is the program itself (no npx/sh wrapper), so signals reach it. */
export function startNode(options: StartOptions): ChildHandle {
  const child = spawn(process.execPath, options.args, {
    cwd: options.cwd,
    env: options.env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  live.add(child);
  const lines: string[] = [];
  const collect = (stream: NodeJS.ReadableStream | null) => {
    let partial = "";
    stream?.setEncoding("utf8");
    stream?.on("data", (chunk: string) => {
      const parts = (partial + chunk).split("\n");
      partial = parts.pop() ?? "";
      for (const line of parts) {
        lines.push(line);
        if (options.forward) process.stderr.write(`[${options.name}] ${line}\n`);
      }
      if (lines.length > TAIL_LINES) lines.splice(0, lines.length - TAIL_LINES);
    });
  };
  collect(child.stdout);
  collect(child.stderr);

  let done = false;
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once("exit", (code, signal) => {
      done = true;
      live.delete(child);
      resolve({ code, signal });
    });
    child.once("error", (error) => {
      lines.push(`spawn error: ${error.message}`);
      done = true;
      live.delete(child);
      resolve({ code: null, signal: null });
    });
  });

  let stopping: Promise<void> | undefined;
  return {
    name: options.name,
    pid: child.pid,
    child,
    exited,
    hasExited: () => done,
    tail: (n = 40) => lines.slice(-n).join("\n"),
    stop() {
      stopping ??= (async () => {
        if (done) return;
        child.kill("SIGTERM");
        const stopped = await Promise.race([exited.then(() => true), delay(STOP_GRACE_MS).then(() => false)]);
        if (!stopped) {
          options.log(`${options.name} (pid ${child.pid}) did not stop within ${STOP_GRACE_MS / 1000} s: SIGKILL`);
          child.kill("SIGKILL");
          await Promise.race([exited, delay(5000)]);
        }
      })();
      return stopping;
    },
  };
}

/** Polls GET url until it answers 200; fails early when the child exits. */
export async function waitForHttp(url: string, child: ChildHandle, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = "no answer yet";
  while (Date.now() < deadline) {
    if (child.hasExited()) {
      const { code, signal } = await child.exited;
      throw new Error(`${child.name} exited (code ${code}, signal ${signal}) before ${url} answered 200.\n--- last output ---\n${child.tail()}`);
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      await response.arrayBuffer();
      if (response.status === 200) return;
      last = `HTTP ${response.status}`;
    } catch (error) {
      last = error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error);
    }
    await delay(300);
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs / 1000} s (last: ${last}).\n--- last output of ${child.name} ---\n${child.tail()}`);
}

let clockTicks: number | undefined;

/** User + system CPU seconds a process has used so far (Linux /proc); undefined elsewhere or when it is gone. */
export function cpuSeconds(pid: number | undefined): number | undefined {
  if (!pid || process.platform !== "linux") return undefined;
  try {
    clockTicks ??= Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim()) || 100;
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // Fields after "(comm)": state is field 3, utime 14, stime 15.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) / clockTicks;
  } catch {
    return undefined;
  }
}
