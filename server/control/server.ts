/**
 * The running server's side of the control channel: a Unix socket in DATA_DIR, readable and
 * writable by the server's own user only, that runs the commands of ./commands.ts with the
 * server's database. See ./README.md.
 */
import { chmod, unlink } from "node:fs/promises";
import { connect, createServer, type Socket } from "node:net";
import { ZodError } from "zod";
import { makePrivateDir } from "../private-files.ts";
import { isCommandName, controlCommands, type ControlContext } from "./commands.ts";
import {
  MAX_REQUEST_BYTES,
  MAX_SOCKET_PATH,
  socketPath,
  type ControlAnswer,
  type ControlRequest,
} from "./protocol.ts";
import { findTextProblem } from "#app/shared/text-rule.ts";

export interface ControlServer {
  /** Where it listens, or undefined when another server already answers there. */
  path: string | undefined;
  close(): Promise<void>;
}

export async function startControlServer(context: ControlContext): Promise<ControlServer> {
  const file = socketPath(context.config.dataDir);
  if (file.length > MAX_SOCKET_PATH) {
    context.log.warn(
      `No control channel: ${file} is too long for a Unix socket; command-line tools need the server stopped`,
    );
    return { path: undefined, close: async () => {} };
  }
  if (await answers(file)) {
    // Another instance shares this DATA_DIR (only possible with PostgreSQL): it answers.
    context.log.warn(`Another server answers on ${file}; this one opens no control channel`);
    return { path: undefined, close: async () => {} };
  }
  await unlink(file).catch(() => {}); // left by a server that was killed

  const open = new Set<Socket>();
  const server = createServer((socket) => {
    open.add(socket);
    socket.once("close", () => open.delete(socket));
    serve(socket, context);
  });
  try {
    // With PostgreSQL nothing else may have created DATA_DIR yet.
    await makePrivateDir(context.config.dataDir);
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(file, () => {
        server.off("error", reject);
        resolve();
      });
    });
    await chmod(file, 0o600);
  } catch (error) {
    // The site serves without it: only the tools then need the server stopped.
    context.log.warn({ err: error }, `No control channel: cannot listen on ${file}`);
    server.close();
    return { path: undefined, close: async () => {} };
  }
  return {
    path: file,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of open) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

function serve(socket: Socket, context: ControlContext): void {
  let received = "";
  socket.setEncoding("utf8");
  socket.on("error", () => socket.destroy());
  socket.on("data", (chunk: string) => {
    received += chunk;
    if (received.length > MAX_REQUEST_BYTES) {
      reply(socket, { ok: false, error: "too_large", message: "The request is too large." });
      return;
    }
    const end = received.indexOf("\n");
    if (end === -1) return;
    socket.removeAllListeners("data");
    void answer(received.slice(0, end), context).then((result) => reply(socket, result));
  });
}

async function answer(line: string, context: ControlContext): Promise<ControlAnswer> {
  let request: ControlRequest;
  try {
    request = JSON.parse(line) as ControlRequest;
  } catch {
    return { ok: false, error: "bad_request", message: "The request is not JSON." };
  }
  if (!isCommandName(request?.command)) {
    return { ok: false, error: "unknown_command", message: `Unknown command.` };
  }
  const command = controlCommands[request.command];
  const text = findTextProblem(command.input, request.input);
  if (text) return { ok: false, error: "validation", message: `${text.field}: ${text.message}` };
  try {
    const input = command.input.parse(request.input ?? {});
    return { ok: true, result: await command.run(context, input as never) };
  } catch (error) {
    if (error instanceof ZodError) {
      const issue = error.issues[0];
      return {
        ok: false,
        error: "validation",
        message: `${issue?.path.join(".") || "input"}: ${issue?.message ?? "invalid"}`,
      };
    }
    context.log.error({ err: error, command: request.command }, "Control command failed");
    return { ok: false, error: "failed", message: (error as Error).message };
  }
}

function reply(socket: Socket, answer: ControlAnswer): void {
  if (socket.destroyed) return;
  socket.end(`${JSON.stringify(answer)}\n`);
}

/** Whether a live server accepts connections on the socket file. */
function answers(file: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(file);
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}
