/**
 * Cleanup tasks, run once in reverse order of registration (children first, then the database and
 * Redis keys they used), whatever happened: success, failure, Ctrl-C or an uncaught error.
 */
export class Cleanup {
  private tasks: { name: string; run: () => Promise<void> | void }[] = [];
  private running: Promise<void> | undefined;

  constructor(private readonly log: (message: string) => void) {}

  add(name: string, run: () => Promise<void> | void): void {
    this.tasks.push({ name, run });
  }

  get started(): boolean {
    return this.running !== undefined;
  }

  runAll(): Promise<void> {
    this.running ??= (async () => {
      for (const task of this.tasks.reverse()) {
        try {
          await task.run();
        } catch (error) {
          this.log(`cleanup: ${task.name} failed: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
      this.tasks = [];
    })();
    return this.running;
  }
}
