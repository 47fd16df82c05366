/**
 * Group commit: rows that arrive while a write is in flight are written together in the
 * next statement, one commit (and one fsync) for all of them. Every caller still waits for
 * the commit that holds its own row, so "answered only after commit" stays true; a failed
 * write fails exactly the callers whose rows were in it.
 */
export class BatchWriter<Row> {
  #queue: Array<{ row: Row; resolve: () => void; reject: (error: unknown) => void }> = [];
  #flushing = false;

  constructor(
    private readonly write: (rows: Row[]) => Promise<void>,
    private readonly maxBatch = 500,
  ) {}

  add(row: Row): Promise<void> {
    return new Promise((resolve, reject) => {
      this.#queue.push({ row, resolve, reject });
      if (!this.#flushing) {
        this.#flushing = true;
        // Let the requests that arrived in the same turn of the event loop join the batch.
        setImmediate(() => void this.#flush());
      }
    });
  }

  async #flush() {
    while (this.#queue.length > 0) {
      const batch = this.#queue.splice(0, this.maxBatch);
      try {
        await this.write(batch.map((entry) => entry.row));
        for (const entry of batch) entry.resolve();
      } catch (error) {
        for (const entry of batch) entry.reject(error);
      }
    }
    this.#flushing = false;
  }
}
