/**
 * What crosses the control socket: one JSON request per connection, one JSON answer, each
 * ended by a newline. Shared by ./server.ts and ./client.ts.
 */
import path from "node:path";

export const SOCKET_NAME = "control.sock";

/** Unix socket paths are limited to about 107 bytes; a longer DATA_DIR gets no channel. */
export const MAX_SOCKET_PATH = 100;

export function socketPath(dataDir: string): string {
  return path.resolve(dataDir, SOCKET_NAME);
}

export interface ControlRequest {
  command: string;
  input: unknown;
}

export type ControlAnswer =
  { ok: true; result: unknown } | { ok: false; error: string; message: string };

/** Requests are small; anything bigger is not one of our tools talking. */
export const MAX_REQUEST_BYTES = 64 * 1024;
