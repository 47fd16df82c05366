/**
 * The mailbox's system card when reading fails: the failure in the screen's words, and the
 * server's own message (English, as in the log) marked as such and as English, so that a
 * German screen does not read out English words as German.
 */
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { I18nProvider } from "../i18n";
import { MailboxCard } from "./MailboxCard";

const failing = {
  condition: "error",
  folder: "INBOX",
  lastReadAt: null,
  lastError:
    "The mailbox team@spreegeist.test at imap.test:993 refused the login: check IMAP_PASSWORD (an app password).",
  errorKind: "login",
  taken: 0,
} as const;

describe("the mailbox card", () => {
  it("says what failed in German and gives the server's message as English", () => {
    const html = renderToString(
      <I18nProvider>
        <MailboxCard mailbox={failing as never} />
      </I18nProvider>,
    );
    expect(html).toContain("Das Postfach lehnt die Anmeldung ab");
    expect(html).toContain("Technische Meldung");
    expect(html).toMatch(/<span lang="en"[^>]*>The mailbox team@spreegeist\.test/);
  });
});
