/**
 * Runs planned publishing inside every server (docs/decisions/0140): a timer set for the next
 * due schedule (at most `pollMs` ahead, so schedules planned on another instance are seen
 * too), and `wake()` when this instance plans one. Each schedule runs once across instances
 * (store/schedules.ts); after a run here this instance renders the site again at once, the
 * others when the publish's NOTIFY arrives.
 */
import type { FastifyBaseLogger } from "fastify";
import type { AuditLog } from "../admin/audit.ts";
import type { DatabaseService } from "../database/service.ts";
import { isUnavailable } from "../domain-error.ts";
import type { ContentRuntime } from "./runtime.ts";
import { nextScheduleAt, runDueSchedules, type RunOutcome } from "./store/schedules.ts";

export interface ScheduleRunnerOptions {
  database: DatabaseService;
  audit: AuditLog;
  now: () => Date;
  content?: ContentRuntime | undefined;
  log: Pick<FastifyBaseLogger, "info" | "warn" | "error">;
  /** The longest wait between two looks at the table. */
  pollMs?: number;
}

export class ScheduleRunner {
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<void> | undefined;
  #stopped = false;
  readonly #pollMs: number;

  constructor(private readonly options: ScheduleRunnerOptions) {
    this.#pollMs = options.pollMs ?? 30_000;
  }

  start(): void {
    this.#arm(0);
  }

  /** A schedule was planned or cancelled here: look again now. */
  wake(): void {
    if (!this.#stopped) this.#arm(0);
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    clearTimeout(this.#timer);
    await this.#running;
  }

  #arm(delayMs: number): void {
    clearTimeout(this.#timer);
    if (this.#stopped) return;
    this.#timer = setTimeout(
      () => {
        // One run at a time; a wake during a run looks again after it.
        this.#running ??= this.#tick().finally(() => {
          this.#running = undefined;
        });
      },
      Math.max(0, delayMs),
    );
    this.#timer.unref();
  }

  async #tick(): Promise<void> {
    const { database, audit, now, log } = this.options;
    let next = this.#pollMs;
    try {
      const outcomes = await database.run((db) => runDueSchedules(db, audit, now()));
      if (outcomes.length > 0) await this.#ran(outcomes);
      const at = await database.run((db) => nextScheduleAt(db));
      if (at) next = Math.min(this.#pollMs, at.getTime() - now().getTime());
    } catch (error) {
      if (!isUnavailable(error)) log.error({ err: error }, "Running planned publishing failed");
    }
    this.#arm(next);
  }

  async #ran(outcomes: RunOutcome[]): Promise<void> {
    const { content, log } = this.options;
    for (const outcome of outcomes) {
      if (outcome.outcome === "failed") {
        log.warn({ schedule: outcome.id, reason: outcome.error }, "A planned publish was refused");
      } else {
        log.info({ schedule: outcome.id }, "Published as planned");
      }
    }
    if (content && outcomes.some((o) => o.outcome === "done")) {
      try {
        await content.refresh();
      } catch (error) {
        log.error({ err: error }, "Re-rendering after a planned publish failed");
      }
    }
  }
}
