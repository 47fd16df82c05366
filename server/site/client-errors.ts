/**
 * The answer to requests Node's HTTP parser refuses before any route sees them (a malformed
 * request line, an unknown method, a header too large, a broken body framing): the same
 * JSON `{error, message}` Fastify's default handler writes, plus our security headers,
 * which that handler leaves out. The responses are built once; the connection is closed.
 */
import type { Socket } from "node:net";
import { apiHeaders } from "../http/security-headers.ts";

function rawResponse(status: number, reason: string, error: string, message: string): string {
  const body = JSON.stringify({ error, message });
  const headers: Record<string, string> = {
    ...apiHeaders,
    "content-type": "application/json; charset=utf-8",
    "content-length": String(Buffer.byteLength(body)),
    connection: "close",
  };
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
  return `HTTP/1.1 ${status} ${reason}\r\n${lines.join("\r\n")}\r\n\r\n${body}`;
}

const answers = {
  timeout: rawResponse(408, "Request Timeout", "request_timeout", "The request took too long."),
  headerOverflow: rawResponse(
    431,
    "Request Header Fields Too Large",
    "request_header_fields_too_large",
    "The request's headers are larger than this server accepts.",
  ),
  malformed: rawResponse(400, "Bad Request", "bad_request", "The request is not valid HTTP."),
};

export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  // A reset connection has nobody left to answer.
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  if (socket.writable) {
    socket.write(
      error.code === "ERR_HTTP_REQUEST_TIMEOUT"
        ? answers.timeout
        : error.code === "HPE_HEADER_OVERFLOW"
          ? answers.headerOverflow
          : answers.malformed,
    );
  }
  socket.destroy(error);
}
