/**
 * Just enough MIME to check a mail in a test: headers (unfolded, encoded words decoded),
 * the text and the HTML part (base64 and quoted-printable decoded).
 */
export interface ParsedMail {
  /** Header names lower-cased. */
  headers: Record<string, string>;
  text: string;
  html: string;
  raw: string;
}

function decodeWords(value: string): string {
  return value
    .replace(/(=\?[^?]+\?[BbQq]\?[^?]*\?=)\s+(?==\?)/g, "$1")
    .replace(
      /=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g,
      (_match, _charset, encoding: string, text: string) =>
        encoding.toUpperCase() === "B"
          ? Buffer.from(text, "base64").toString("utf8")
          : decodeQuotedPrintable(text.replace(/_/g, " ")),
    );
}

function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-Fa-f]{2})/g, (_m, hex: string) => `%${hex}`)
    .replace(/[^%]/g, (char) => encodeURIComponent(char));
  try {
    return decodeURIComponent(bytes);
  } catch {
    return text;
  }
}

function parseHeaders(block: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of block.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon > 0) {
      headers[line.slice(0, colon).trim().toLowerCase()] = decodeWords(
        line.slice(colon + 1).trim(),
      );
    }
  }
  return headers;
}

function splitEntity(raw: string): [Record<string, string>, string] {
  const at = raw.search(/\r?\n\r?\n/);
  if (at === -1) return [parseHeaders(raw), ""];
  const gap = raw.slice(at).match(/^\r?\n\r?\n/)![0].length;
  return [parseHeaders(raw.slice(0, at)), raw.slice(at + gap)];
}

function decodeBody(headers: Record<string, string>, body: string): string {
  const encoding = (headers["content-transfer-encoding"] ?? "7bit").toLowerCase();
  if (encoding === "base64")
    return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (encoding === "quoted-printable") return decodeQuotedPrintable(body);
  return body;
}

export function parseMail(raw: string): ParsedMail {
  const [headers, body] = splitEntity(raw);
  let text = "";
  let html = "";
  const visit = (partHeaders: Record<string, string>, partBody: string) => {
    const type = partHeaders["content-type"] ?? "text/plain";
    const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
    if (type.startsWith("multipart/") && boundary) {
      for (const part of partBody.split(`--${boundary}`).slice(1)) {
        if (part.startsWith("--")) break;
        const [h, b] = splitEntity(part.replace(/^\r?\n/, ""));
        visit(h, b.replace(/\r?\n$/, ""));
      }
    } else if (type.startsWith("text/html")) html = decodeBody(partHeaders, partBody);
    else if (type.startsWith("text/plain")) text = decodeBody(partHeaders, partBody);
  };
  visit(headers, body);
  return { headers, text, html, raw };
}
