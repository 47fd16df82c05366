/**
 * A real SMTP server for tests (the `smtp-server` package on a free loopback port) that
 * keeps every accepted message, parsed just enough to check headers, text and HTML. It can
 * be stopped and started again on the same port, and can hold messages (not answer DATA)
 * until released, to freeze a send half-way.
 */
import { SMTPServer } from "smtp-server";
import { freePort } from "./support/postgres-cluster.ts";
import { parseMail, type ParsedMail } from "./mail-parse.ts";

export { parseMail };

export interface ReceivedMail extends ParsedMail {
  envelope: { from: string; to: string[] };
}

export interface TestSmtp {
  port: number;
  url: string;
  received: ReceivedMail[];
  /** Messages whose DATA began, accepted or not. */
  started: number;
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  /** Until the returned function is called, DATA is read but never answered. */
  hold(): () => void;
  /** Open client connections. */
  connections(): number;
  /** Refuse every message with this SMTP reply code (e.g. 550), or accept again (null). */
  reject(code: number | null): void;
  stop(): Promise<void>;
  start(): Promise<void>;
}

// smtp-server keeps its open connections in a Set it does not declare in its types.
const connectionsOf = (server: SMTPServer | undefined) =>
  (server as unknown as { connections?: Set<{ close(): void }> } | undefined)?.connections ??
  new Set<{ close(): void }>();
const openConnections = (server: SMTPServer | undefined) => connectionsOf(server).size;

export async function startSmtpServer(): Promise<TestSmtp> {
  const port = await freePort();
  let holding: Array<() => void> | null = null;
  let rejectCode: number | null = null;
  const state = {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received: [] as ReceivedMail[],
    started: 0,
  };
  let server: SMTPServer | undefined;
  const waiters = new Set<() => void>();

  // Connections that closed before their message was answered: the sender never learned
  // that it was accepted, so such a message does not count as received.
  const closed = new Set<string>();
  const create = () =>
    new SMTPServer({
      disabledCommands: ["STARTTLS", "AUTH"],
      // No DNS here: a reverse lookup of 127.0.0.1 would only wait for a timeout.
      disableReverseLookup: true,
      authOptional: true,
      logger: false,
      onClose(session) {
        closed.add(session.id);
      },
      onData(stream, session, callback) {
        state.started++;
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          const finish = () => {
            if (closed.has(session.id)) return;
            if (rejectCode !== null) {
              const error = new Error("Mailbox unavailable") as Error & { responseCode: number };
              error.responseCode = rejectCode;
              return callback(error);
            }
            const raw = Buffer.concat(chunks).toString("utf8");
            state.received.push({
              envelope: {
                from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
                to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
              },
              ...parseMail(raw),
            });
            callback();
            for (const wake of waiters) wake();
          };
          if (holding) holding.push(finish);
          else finish();
        });
      },
    });

  const smtp: TestSmtp = {
    ...state,
    get received() {
      return state.received;
    },
    get started() {
      return state.started;
    },
    async waitFor(count, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (state.received.length < count) {
        const left = deadline - Date.now();
        if (left <= 0) {
          throw new Error(
            `expected ${count} mails, got ${state.received.length} in ${timeoutMs} ms`,
          );
        }
        await new Promise<void>((resolve) => {
          const wake = () => {
            waiters.delete(wake);
            resolve();
          };
          waiters.add(wake);
          setTimeout(wake, Math.min(left, 100));
        });
      }
      return state.received;
    },
    hold() {
      holding = [];
      return () => {
        const held = holding ?? [];
        holding = null;
        for (const finish of held) finish();
      };
    },
    reject(code) {
      rejectCode = code;
    },
    connections() {
      return openConnections(server);
    },
    async start() {
      server = create();
      await new Promise<void>((resolve, reject) => {
        server!.once("error", reject);
        server!.listen(port, "127.0.0.1", () => resolve());
      });
    },
    async stop() {
      const closing = server;
      server = undefined;
      if (!closing) return;
      // Drop open (pooled) connections too: a stopped server must refuse for real.
      for (const connection of connectionsOf(closing)) connection.close();
      await new Promise<void>((resolve) => closing.close(() => resolve()));
    },
  };
  await smtp.start();
  return smtp;
}
