import { hostname } from "node:os";
import { cpuPercent, nextLevel, PULSE_SAMPLE_MS, throttleFactor } from "../lib/pulse";
import { errorFields, log } from "../lib/log.server";
import type { Announcer } from "../domain/ports";

export interface PulseReading {
  /** CPU load of this web process, percent of one core. */
  cpu: number;
  throttleFactor: number;
  at: string;
}

/** A throttle change as the pulse loop records it (app/domain/velocity.server.ts `recordThrottleChange`). */
export interface ThrottleRecord {
  source: string;
  cpu: number;
  throttleFactor: number;
  previousFactor: number;
}

/**
 * Pulse equilibrium (DESIGN §7), one per web process: samples this process's CPU load every few
 * seconds (process.cpuUsage deltas over elapsed time), moves the throttle factor with the hysteresis
 * rule of app/lib/pulse.ts, and publishes `throttle_change` on the mesh bus when the factor changes
 * (and once at start, so a screen has a value). With `record`, each change is saved first (persist,
 * then publish: the bus keeps a bounded buffer, /velocity's throttle chart reads the record).
 * Anything in the process may read `throttleFactor` to ease its own pace.
 */
export class PulseLoop {
  private level = 0;
  private reading: PulseReading | null = null;
  /** The factor last announced on the bus; null until an announcement got through. */
  private announced: number | null = null;
  /** The factor last recorded; null until a record was saved. */
  private recorded: number | null = null;
  private last: { usage: NodeJS.CpuUsage; at: number } | null = null;
  private firstTimer: NodeJS.Timeout | null = null;
  private timer: NodeJS.Timeout | null = null;
  private publishing: Promise<unknown> = Promise.resolve();
  readonly source = `${hostname()}:${process.pid}`;

  constructor(
    private readonly announcer: Announcer,
    private readonly options: { intervalMs?: number; firstSampleMs?: number; record?: (change: ThrottleRecord) => Promise<void> } = {},
  ) {}

  get throttleFactor(): number {
    return throttleFactor(this.level);
  }

  current(): PulseReading | null {
    return this.reading;
  }

  start(): void {
    if (this.timer || this.firstTimer) return;
    this.last = { usage: process.cpuUsage(), at: performance.now() };
    this.firstTimer = setTimeout(() => {
      this.firstTimer = null;
      this.sample();
      this.timer = setInterval(() => this.sample(), this.options.intervalMs ?? PULSE_SAMPLE_MS);
      this.timer.unref();
    }, this.options.firstSampleMs ?? 1000);
    this.firstTimer.unref();
  }

  private sample(): void {
    const now = performance.now();
    const usage = process.cpuUsage();
    const last = this.last ?? { usage, at: now };
    this.last = { usage, at: now };
    const used = usage.user - last.usage.user + (usage.system - last.usage.system);
    const cpu = cpuPercent(used, now - last.at);
    const previous = this.throttleFactor;
    this.level = nextLevel(this.level, cpu);
    const factor = this.throttleFactor;
    this.reading = { cpu, throttleFactor: factor, at: new Date().toISOString() };
    const saved = this.save(cpu, factor, previous);
    if (this.announced === factor) {
      this.publishing = saved;
      return;
    }
    const from = this.announced ?? previous;
    this.publishing = saved
      .then(() => this.announcer.announce("throttle_change", { cpu, throttle_factor: factor, previous_factor: from, source: this.source }, "pulse"))
      .then((id) => {
        // Dropped (Redis down): announce again on the next sample.
        if (id !== null) this.announced = factor;
        if (factor !== from) log.info("pulse equilibrium: throttle changed", { cpu, from, to: factor });
      })
      .catch((error: unknown) => log.warn("pulse equilibrium: publish failed", errorFields(error)));
  }

  /** Records the factor when it differs from the last one recorded; a failed record (database down) is tried again on the next sample. */
  private save(cpu: number, factor: number, previous: number): Promise<void> {
    const record = this.options.record;
    if (!record || this.recorded === factor) return Promise.resolve();
    return record({ source: this.source, cpu, throttleFactor: factor, previousFactor: this.recorded ?? previous })
      .then(() => {
        this.recorded = factor;
      })
      .catch((error: unknown) => log.warn("pulse equilibrium: record failed", errorFields(error)));
  }

  async stop(): Promise<void> {
    if (this.firstTimer) clearTimeout(this.firstTimer);
    if (this.timer) clearInterval(this.timer);
    this.firstTimer = null;
    this.timer = null;
    await this.publishing;
  }
}
