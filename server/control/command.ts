/**
 * The shape of a command the command-line tools run (./commands.ts lists them): what it
 * receives and how it is defined. On its own so that a feature's commands (say
 * server/accounts/commands.ts) can be defined without importing the table that lists them.
 */
import type { FastifyBaseLogger } from "fastify";
import type { z } from "zod";
import type { DatabaseService } from "../database/service.ts";
import type { ServerConfig } from "../env.ts";

export interface ControlContext {
  database: DatabaseService;
  config: ServerConfig;
  now: () => Date;
  log: Pick<FastifyBaseLogger, "info" | "warn" | "error">;
  /**
   * The running server's mail worker: mail a command queued goes out now. Absent when a tool
   * runs the command in its own process: the outbox keeps the mail until a server runs.
   */
  wakeMailer?: () => void;
}

export interface ControlCommand<I, O> {
  /** Validates what the tool sends; the server never trusts the socket's input. */
  input: z.ZodType<I>;
  /** Must return JSON-serialisable data: it crosses the socket as JSON. */
  run(context: ControlContext, input: I): Promise<O>;
}

/** Keeps the input and output types of a command together. */
export function defineCommand<I, O>(command: ControlCommand<I, O>): ControlCommand<I, O> {
  return command;
}
