/**
 * Requests of tests/api/https-proxy.test.ts: from a chosen loopback address, over TLS to
 * nginx or plainly to an instance, with bodies of an exact size.
 */
import { request as httpRequest } from "node:http";
import { request as httpsRequest } from "node:https";

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/**
 * One request from a chosen local address (127.0.0.0/8 is all loopback on Linux). Over
 * TLS the server name (SNI) is the URL's host unless `servername` names another.
 */
export function send(
  url: string,
  {
    from,
    method = "GET",
    headers = {},
    body,
    servername,
    declaredLength,
  }: {
    from: string;
    method?: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
    servername?: string;
    /**
     * Announce a body of this many bytes but send only `body` (its start) and wait for the
     * answer: how a server refuses by Content-Length alone, without the race of writing
     * megabytes into a connection the server has already answered and closed (EPIPE).
     */
    declaredLength?: number;
  },
): Promise<Answer> {
  const target = new URL(url);
  const request = target.protocol === "https:" ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    let answered = false;
    const req = request(
      target,
      {
        method,
        localAddress: from,
        family: 4,
        headers:
          declaredLength === undefined
            ? headers
            : { ...headers, "content-length": String(declaredLength) },
        rejectUnauthorized: false,
        agent: false,
        ...(servername ? { servername } : {}),
      },
      (response) => {
        answered = true;
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (text += chunk));
        response.once("end", () => {
          resolve({ status: response.statusCode!, headers: response.headers, body: text });
          if (declaredLength !== undefined) req.destroy();
        });
      },
    );
    // A refusal (413) may come while the body is still being sent, and the peer may close
    // then: the answer counts, not the failed rest of the upload.
    req.on("error", (error) => {
      if (!answered) reject(error);
    });
    if (declaredLength === undefined) req.end(body);
    else req.write(body ?? "");
  });
}

export const get = (url: string, options: { from: string; headers?: Record<string, string> }) =>
  send(url, options);

/** A multipart/form-data body of about `bytes` bytes with one file field, as a browser sends. */
export function pictureUpload(bytes: number): { body: Buffer; type: string } {
  const boundary = "----spreegeist-test-boundary";
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="photo.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`;
  const body = Buffer.concat([
    Buffer.from(head),
    Buffer.alloc(bytes, 0x61),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, type: `multipart/form-data; boundary=${boundary}` };
}

/**
 * A body of exactly `bytes` bytes that the route's parser accepts up to its limit: a
 * picture upload for a multipart route, otherwise a JSON object with one long string.
 */
export function bodyOfSize(multipart: boolean, bytes: number): { body: Buffer; type: string } {
  if (multipart) {
    const overhead = pictureUpload(0).body.length;
    return pictureUpload(bytes - overhead);
  }
  const frame = '{"text":""}';
  return {
    body: Buffer.from(`{"text":"${"a".repeat(bytes - frame.length)}"}`),
    type: "application/json",
  };
}
