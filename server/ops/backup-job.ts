/**
 * The nightly backup inside the server: at BACKUP_TIME (the server's local time) it writes
 * a backup into BACKUP_DIR, logs what it holds, then deletes backups older than
 * BACKUP_KEEP days. A failure is logged as an error and shows in the metrics.
 */
import type { FastifyBaseLogger } from "fastify";
import type { DatabaseService } from "../database/service.ts";
import type { ServerConfig } from "../env.ts";
import { createBackup, listBackups, pruneBackups } from "./backup.ts";
import type { BackupStatus } from "./metrics.ts";

export interface BackupJobOptions {
  config: ServerConfig;
  database: DatabaseService;
  now: () => Date;
  log: Pick<FastifyBaseLogger, "info" | "warn" | "error">;
}

/** Milliseconds from `now` to the next `minutes` after local midnight. */
export function untilNext(minutes: number, now: Date): number {
  const next = new Date(now);
  next.setHours(Math.floor(minutes / 60), minutes % 60, 0, 0);
  if (next.getTime() <= now.getTime()) next.setDate(next.getDate() + 1);
  return next.getTime() - now.getTime();
}

export class BackupJob {
  #timer: ReturnType<typeof setTimeout> | undefined;
  #running: Promise<void> | undefined;
  #lastFailureAt: Date | undefined;
  #stopped = false;

  constructor(private readonly options: BackupJobOptions) {}

  start(): void {
    const at = this.options.config.backup.nightlyAt;
    if (at === null || this.#stopped) return;
    this.#timer = setTimeout(
      () => {
        this.#running = this.runOnce().finally(() => {
          this.#running = undefined;
          this.start();
        });
      },
      untilNext(at, this.options.now()),
    );
    this.#timer.unref();
  }

  /** One backup and the clean-up after it; never throws (the outcome is logged). */
  async runOnce(): Promise<void> {
    const { config, database, now, log } = this.options;
    try {
      const result = await createBackup({
        database,
        databaseUrl: config.databaseUrl,
        dir: config.backup.dir,
        now,
      });
      const pruned = await pruneBackups(config.backup.dir, config.backup.keepDays, now());
      log.info(
        {
          backup: result.file,
          bytes: result.bytes,
          rows: result.rows,
          ms: result.milliseconds,
          pruned: pruned.length,
        },
        "Nightly backup written",
      );
    } catch (error) {
      this.#lastFailureAt = now();
      log.error({ err: error }, "Nightly backup FAILED: no new backup was written");
    }
  }

  /** For the metrics: the newest backup in BACKUP_DIR (by whoever) and the last failure. */
  async status(): Promise<BackupStatus> {
    const backups = await listBackups(this.options.config.backup.dir).catch(() => []);
    return { lastSuccessAt: backups.at(-1)?.at, lastFailureAt: this.#lastFailureAt };
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    clearTimeout(this.#timer);
    await this.#running;
  }
}
