/**
 * The tools' side of the control channel: runs a command through the running server when
 * one answers on DATA_DIR's socket, otherwise opens the database itself and runs the same
 * command in this process. See ./README.md.
 */
import { connect } from "node:net";
import type { ServerConfig } from "../env.ts";
import { openDatabase } from "../database/connection.ts";
import { DatabaseService } from "../database/service.ts";
import {
  controlCommands,
  type CommandInput,
  type CommandName,
  type CommandResult,
} from "./commands.ts";
import { socketPath, type ControlAnswer } from "./protocol.ts";

export interface ControlOutcome<R> {
  /** Whether the running server answered or this process opened the database. */
  via: "server" | "direct";
  result: R;
}

/** A command the server refused or that failed; the message is meant for the person. */
export class ControlError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export async function runControlCommand<N extends CommandName>(
  name: N,
  input: CommandInput<N>,
  config: ServerConfig,
): Promise<ControlOutcome<CommandResult<N>>> {
  const answer = await askServer(socketPath(config.dataDir), { command: name, input });
  if (answer) {
    if (!answer.ok) throw new ControlError(answer.error, answer.message);
    return { via: "server", result: answer.result as CommandResult<N> };
  }
  return { via: "direct", result: await runDirectly(name, input, config) };
}

async function runDirectly<N extends CommandName>(
  name: N,
  input: CommandInput<N>,
  config: ServerConfig,
): Promise<CommandResult<N>> {
  const log = { info: () => {}, warn: console.warn, error: console.error };
  const database = new DatabaseService(
    () => openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }),
    log,
  );
  if ((await database.start()) !== "ready") {
    await database.close();
    throw new ControlError("unavailable", "The database is not reachable.");
  }
  try {
    const command = controlCommands[name];
    const parsed = command.input.parse(input);
    return (await command.run(
      { database, config, now: () => new Date(), log },
      parsed as never,
    )) as CommandResult<N>;
  } finally {
    await database.close();
  }
}

/** The server's answer, or undefined when no server listens on the socket. */
function askServer(
  file: string,
  request: { command: string; input: unknown },
): Promise<ControlAnswer | undefined> {
  return new Promise((resolve, reject) => {
    const socket = connect(file);
    let received = "";
    let connected = false;
    socket.setEncoding("utf8");
    socket.once("connect", () => {
      connected = true;
      socket.write(`${JSON.stringify(request)}\n`);
    });
    socket.on("data", (chunk: string) => (received += chunk));
    socket.once("end", () => {
      try {
        resolve(JSON.parse(received) as ControlAnswer);
      } catch {
        reject(new ControlError("bad_answer", "The running server gave no readable answer."));
      }
    });
    socket.once("error", (error: NodeJS.ErrnoException) => {
      // No socket file, or one left by a server that is gone: nobody answers.
      if (!connected && (error.code === "ENOENT" || error.code === "ECONNREFUSED")) {
        resolve(undefined);
      } else reject(error);
    });
  });
}
