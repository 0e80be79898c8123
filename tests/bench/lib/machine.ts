import { execFileSync } from "node:child_process";
import os from "node:os";

export interface MachineInfo {
  cores: number;
  cpuModel: string;
  totalMemGiB: number;
  node: string;
  date: string;
  /** 1-minute load average when the run started: high means other work shared the CPU. */
  loadAvg1: number;
  commit: string;
}

function run(cmd: string, args: string[]): string | undefined {
  try {
    return execFileSync(cmd, args, { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
  } catch {
    return undefined;
  }
}

export function machineInfo(): MachineInfo {
  const nproc = Number(run("nproc", []));
  const head = run("git", ["rev-parse", "--short", "HEAD"]);
  const dirty = run("git", ["status", "--porcelain", "--untracked-files=no"]);
  return {
    cores: Number.isInteger(nproc) && nproc > 0 ? nproc : os.availableParallelism(),
    cpuModel: os.cpus()[0]?.model?.trim() ?? "unknown CPU",
    totalMemGiB: os.totalmem() / 1024 ** 3,
    node: process.version,
    date: new Date().toISOString().replace(/\.\d+Z$/, "Z"),
    loadAvg1: os.loadavg()[0],
    commit: head ? `${head}${dirty ? " (with uncommitted changes)" : ""}` : "unknown",
  };
}

export function describeMachine(m: MachineInfo): string {
  return (
    `${m.cores} cores (\`nproc\`, ${m.cpuModel}), ${m.totalMemGiB.toFixed(1)} GiB RAM, Node ${m.node}, ` +
    `${m.date}, commit ${m.commit}, load average ${m.loadAvg1.toFixed(2)} at start`
  );
}
