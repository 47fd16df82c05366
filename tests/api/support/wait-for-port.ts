/**
 * A server the suite starts as a child process (nginx, Dovecot) is ready when its port takes
 * a connection; if it exits first, the error carries the end of its log.
 */
import type { ChildProcess } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { connect } from "node:net";

export function waitForPort(
  port: number,
  child: ChildProcess,
  { name, log, seconds }: { name: string; log: string; seconds: number },
): Promise<void> {
  return new Promise((resolve, reject) => {
    const deadline = Date.now() + seconds * 1000;
    const attempt = () => {
      if (child.exitCode !== null) {
        const text = existsSync(log) ? readFileSync(log, "utf8") : "";
        reject(new Error(`${name} exited (${child.exitCode}): ${text.slice(-2000)}`));
        return;
      }
      const socket = connect(port, "127.0.0.1");
      socket.once("connect", () => {
        socket.destroy();
        resolve();
      });
      socket.once("error", () => {
        socket.destroy();
        if (Date.now() > deadline) reject(new Error(`${name} did not listen within ${seconds} s`));
        else setTimeout(attempt, 50);
      });
    };
    attempt();
  });
}
