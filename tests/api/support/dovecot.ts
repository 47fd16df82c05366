/**
 * Debian's Dovecot as the real IMAP server of the tests (issue "Mail that comes back"),
 * started once by the global set-up like PostgreSQL: unprivileged configuration in a temp
 * dir, plain-text login on 127.0.0.1, Maildir storage, a `Sent` folder marked `\Sent`.
 * Each test file makes its own mailbox (`createMailbox`: a user added to the passwd file,
 * which Dovecot reads again when it changes), so files running at the same time never see
 * each other's mails. Mails are put in as a mail server would deliver them (IMAP APPEND,
 * and only when addressed to the mailbox: `deliver`). `npm test` installs `dovecot-imapd`
 * where it is missing (scripts/test.ts).
 */
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { appendFileSync, chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { ImapFlow } from "imapflow";
import { freePort } from "./postgres-cluster.ts";
import { waitForPort } from "./wait-for-port.ts";

export function findDovecot(): string | undefined {
  return ["/usr/sbin/dovecot", "/usr/bin/dovecot"].find((file) => existsSync(file));
}

export interface DovecotServer {
  port: number;
  /** The passwd-file mailboxes are added to. */
  usersFile: string;
  stop(): void;
}

/** Which system user the mails belong to: `mail` as root (Dovecot refuses uid 0), else us. */
function mailOwner(): { uid: string; gid: string; firstUid: number } {
  if (process.getuid?.() !== 0) {
    const uid = process.getuid?.() ?? 1000;
    return { uid: String(uid), gid: String(process.getgid?.() ?? uid), firstUid: uid };
  }
  const id = (flag: string) => spawnSync("id", [flag, "mail"]).stdout.toString().trim();
  return { uid: id("-u"), gid: id("-g"), firstUid: Math.min(8, Number(id("-u"))) };
}

export async function startDovecot(): Promise<DovecotServer> {
  const dovecot = findDovecot();
  if (!dovecot) {
    throw new Error("Dovecot is not installed (Debian: apt-get install -y dovecot-imapd)");
  }
  const dir = mkdtempSync(path.join(tmpdir(), "spreegeist-dovecot-"));
  chmodSync(dir, 0o755);
  const owner = mailOwner();
  const mailDir = path.join(dir, "mail");
  mkdirSync(mailDir);
  if (process.getuid?.() === 0) {
    spawnSync("chown", [`${owner.uid}:${owner.gid}`, mailDir]);
  }
  const usersFile = path.join(dir, "users");
  writeFileSync(usersFile, "");
  chmodSync(usersFile, 0o644);
  const log = path.join(dir, "dovecot.log");
  const port = await freePort();
  const config = path.join(dir, "dovecot.conf");
  writeFileSync(
    config,
    `base_dir = ${dir}/run
state_dir = ${dir}/run/state
log_path = ${log}
protocols = imap
listen = 127.0.0.1
ssl = no
disable_plaintext_auth = no
auth_mechanisms = plain login
mail_location = maildir:${mailDir}/%u
mail_uid = ${owner.uid}
mail_gid = ${owner.gid}
first_valid_uid = ${owner.firstUid}
default_internal_user = ${process.getuid?.() === 0 ? "dovecot" : process.env.USER || "nobody"}
default_login_user = ${process.getuid?.() === 0 ? "dovenull" : process.env.USER || "nobody"}
namespace inbox {
  inbox = yes
  separator = /
  mailbox Sent {
    special_use = \\Sent
    auto = subscribe
  }
}
service imap-login {
  chroot =
  inet_listener imap {
    port = ${port}
  }
  inet_listener imaps {
    port = 0
  }
}
service anvil {
  chroot =
}
passdb {
  driver = passwd-file
  args = scheme=PLAIN username_format=%u ${usersFile}
}
userdb {
  driver = static
  args = uid=${owner.uid} gid=${owner.gid} home=${mailDir}/%u
}
`,
  );
  // In the foreground (-F), so that stopping is one signal to one known process.
  const child = spawn(dovecot, ["-F", "-c", config], { stdio: "ignore" });
  await waitForPort(port, child, { name: "dovecot", log: log, seconds: 15 });
  return {
    port,
    usersFile,
    stop() {
      if (child.exitCode === null) child.kill("SIGTERM");
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface TestMailbox {
  /** The mailbox's address, also its IMAP user name. */
  address: string;
  password: string;
  port: number;
  /** imap://user@127.0.0.1:port/INBOX: what IMAP_URL holds (the password apart). */
  url: string;
  /** A mail server's delivery: APPEND to INBOX, only when the mail is addressed here. */
  deliver(raw: string): Promise<boolean>;
  /** Makes a folder (as a mail client does). */
  createFolder(name: string): Promise<void>;
  /** The folder's mails, oldest first: UID, flags and source. */
  list(folder?: string): Promise<Array<{ uid: number; flags: string[]; source: string }>>;
  /** Waits until `folder` holds `count` mails (a condition, never a sleep). */
  waitFor(
    count: number,
    folder?: string,
    timeoutMs?: number,
  ): Promise<Array<{ uid: number; flags: string[]; source: string }>>;
}

/**
 * A new mailbox on the suite's Dovecot (see the top of this file); or, given `existing`,
 * the one made before with that address and password (the browser tests' set-up makes it).
 */
export function createMailbox(
  server: { port: number; usersFile: string },
  name = "hallo",
  existing?: { address: string; password: string },
): TestMailbox {
  const address = existing?.address ?? `${name}-${randomBytes(4).toString("hex")}@spreegeist.test`;
  const password = existing?.password ?? randomBytes(9).toString("hex");
  if (!existing) appendFileSync(server.usersFile, `${address}:{PLAIN}${password}\n`);
  const client = () =>
    new ImapFlow({
      host: "127.0.0.1",
      port: server.port,
      secure: false,
      auth: { user: address, pass: password },
      logger: false,
    });
  const list = async (folder = "INBOX") => {
    const imap = client();
    await imap.connect();
    try {
      const lock = await imap.getMailboxLock(folder);
      try {
        const mails: Array<{ uid: number; flags: string[]; source: string }> = [];
        if ((imap.mailbox && imap.mailbox.exists) === 0) return mails;
        for await (const message of imap.fetch("1:*", { uid: true, flags: true, source: true })) {
          mails.push({
            uid: message.uid,
            flags: [...(message.flags ?? [])],
            source: message.source?.toString("utf8") ?? "",
          });
        }
        return mails;
      } finally {
        lock.release();
      }
    } finally {
      await imap.logout();
    }
  };
  return {
    address,
    password,
    port: server.port,
    url: `imap://${encodeURIComponent(address)}@127.0.0.1:${server.port}/INBOX`,
    async deliver(raw) {
      const header = raw.split(/\r?\n\r?\n/, 1)[0] ?? "";
      const recipients = /^(?:To|Cc):.*$/gim;
      const named = (header.match(recipients) ?? []).join(" ").toLowerCase();
      if (!named.includes(address.toLowerCase())) return false;
      const imap = client();
      await imap.connect();
      try {
        await imap.append("INBOX", raw.replace(/\r?\n/g, "\r\n"));
      } finally {
        await imap.logout();
      }
      return true;
    },
    list,
    async createFolder(name) {
      const imap = client();
      await imap.connect();
      try {
        await imap.mailboxCreate(name);
      } finally {
        await imap.logout();
      }
    },
    async waitFor(count, folder = "INBOX", timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mails = await list(folder);
        if (mails.length >= count) return mails;
        if (Date.now() > deadline) {
          throw new Error(`expected ${count} mails in ${folder}, found ${mails.length}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
  };
}
