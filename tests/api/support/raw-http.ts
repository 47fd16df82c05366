/**
 * Requests written byte for byte on a TCP socket, for what no HTTP client sends: malformed
 * request lines, raw traversal paths, lying Content-Length headers, unknown methods.
 */
import net from "node:net";

/** Writes `bytes` on a fresh connection, half-closes it and collects the answer until close. */
export function rawExchange(baseUrl: string, bytes: Buffer | string, timeoutMs = 2_000) {
  const { hostname, port } = new URL(baseUrl);
  return new Promise<string>((resolve, reject) => {
    const socket = net.connect(Number(port), hostname);
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => socket.destroy(), timeoutMs);
    socket.on("data", (chunk) => chunks.push(chunk));
    socket.on("error", (error: NodeJS.ErrnoException) => {
      // The server may reset a connection it refuses; what arrived before is the answer.
      if (error.code !== "ECONNRESET" && error.code !== "EPIPE") reject(error);
    });
    socket.on("close", () => {
      clearTimeout(timer);
      resolve(Buffer.concat(chunks).toString("latin1"));
    });
    socket.end(typeof bytes === "string" ? Buffer.from(bytes, "latin1") : bytes);
  });
}

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** Whatever followed the first response's body on the connection. */
  rest: string;
}

/** Parses the first response of a raw answer (Content-Length framing, as our server sends). */
export function parseResponse(raw: string, method = "GET"): RawResponse {
  const headEnd = raw.indexOf("\r\n\r\n");
  if (headEnd === -1)
    throw new Error(`no complete response in ${JSON.stringify(raw.slice(0, 200))}`);
  const [statusLine = "", ...lines] = raw.slice(0, headEnd).split("\r\n");
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? 0);
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(":");
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const length = method === "HEAD" || status === 304 ? 0 : Number(headers["content-length"] ?? 0);
  const bodyStart = headEnd + 4;
  return {
    status,
    headers,
    body: raw.slice(bodyStart, bodyStart + length),
    rest: raw.slice(bodyStart + length),
  };
}
