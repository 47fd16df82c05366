/**
 * `npm run users -- add EMAIL --role owner|staff`: invites a person to the back office and
 * prints the one-time link (valid 48 hours; also sent by e-mail through the outbox).
 * `npm run users -- list`, `npm run users -- role EMAIL owner|staff`.
 * Works while the server runs (through its control channel) and without it.
 */
// First: everything this tool writes (an embedded database it opens itself) is private.
import "../umask.ts";
import { runControlCommand } from "../control/client.ts";
import { ConfigError, loadConfig } from "../env.ts";

const usage = `Usage:
  npm run users -- add EMAIL --role owner|staff   invite a person (prints the link)
  npm run users -- list                           list the accounts
  npm run users -- role EMAIL owner|staff         change a role`;

const [command, ...rest] = process.argv.slice(2);
const option = (name: string) => {
  const at = rest.indexOf(name);
  return at === -1 ? undefined : rest[at + 1];
};

try {
  const config = loadConfig({ ...process.env, LOG_LEVEL: "silent" });
  if (command === "add" && rest[0] && option("--role")) {
    const role = option("--role") as "owner" | "staff";
    const { result } = await runControlCommand("users-add", { email: rest[0], role }, config);
    console.log(
      `Invitation for ${result.email} (${result.role}), valid until ${result.expiresAt}:\n`,
    );
    console.log(`  ${result.link}\n`);
    if (result.localLink !== result.link)
      console.log(`On this machine:\n\n  ${result.localLink}\n`);
    console.log("It works once. The same link goes out by e-mail through the outbox.");
  } else if (command === "list") {
    const { result } = await runControlCommand("users-list", {}, config);
    if (result.length === 0)
      console.log("No accounts yet: npm run users -- add EMAIL --role owner");
    for (const user of result) {
      console.log(
        `${user.email}\t${user.role}\t${user.name}${user.twoFactorEnabled ? "\t2FA" : ""}`,
      );
    }
  } else if (command === "role" && rest[0] && rest[1]) {
    const { result } = await runControlCommand(
      "users-role",
      { email: rest[0], role: rest[1] as "owner" | "staff" },
      config,
    );
    console.log(`${result.email} is now ${result.role}.`);
  } else {
    console.error(usage);
    process.exit(2);
  }
} catch (error) {
  console.error(
    error instanceof ConfigError
      ? `Invalid environment: ${error.message}`
      : `npm run users failed: ${(error as Error).message}`,
  );
  process.exit(1);
}
