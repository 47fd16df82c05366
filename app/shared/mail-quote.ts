/**
 * A mail's text split into what the sender wrote now and the quoted history below it, for
 * the back office's timeline (the history folded, openable). Shared so that a test can
 * check the split where it is made.
 */
/**
 * The text without the quoted history: lines quoted with ">"
 * and everything below "On … wrote:" / "Am … schrieb …:" or an Outlook header block.
 */
export function splitQuoted(text: string): { fresh: string; quoted: string } {
  const lines = text.split(/\r?\n/);
  const start = lines.findIndex(
    (line, index) =>
      /^\s*>/.test(line) ||
      /^(On|Am) .{4,200}(wrote|schrieb[^:]*):\s*$/i.test(line) ||
      /^-{2,}\s*(Original Message|Ursprüngliche Nachricht)/i.test(line) ||
      (/^(From|Von):\s/.test(line) &&
        /^(Sent|Gesendet|Date|Datum):\s/.test(lines[index + 1] ?? "")),
  );
  if (start <= 0) return { fresh: text.trim(), quoted: "" };
  return {
    fresh: lines.slice(0, start).join("\n").trim(),
    quoted: lines.slice(start).join("\n").trim(),
  };
}
