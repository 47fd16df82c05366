/**
 * Password sign-in cost with the hash parameters of server/accounts/passwords.ts: how many
 * verifications a second one request at a time and four at a time (node's scrypt runs on
 * the libuv thread pool, four threads by default), and the parameters themselves, which
 * must stay at or above OWASP's minimum for scrypt (e.g. N=2^17 r=8 p=1, or N=2^14 r=8 p=5).
 * A plain script: BENCH_SECONDS (default 5) per measurement.
 */
import { hashPassword, SCRYPT, verifyPassword } from "../server/accounts/passwords.ts";

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const password = "a sentence long enough to pass";
const hash = await hashPassword(password);

async function measure(parallel: number) {
  let done = 0;
  const until = performance.now() + seconds * 1000;
  const times: number[] = [];
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (performance.now() < until) {
        const started = performance.now();
        if (!(await verifyPassword({ hash, password }))) throw new Error("verification failed");
        times.push(performance.now() - started);
        done++;
      }
    }),
  );
  times.sort((a, b) => a - b);
  const p = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
  console.log(
    `${parallel} at a time: ${(done / seconds).toFixed(1)} verifications/s, ` +
      `median ${p(0.5).toFixed(0)} ms, p99 ${p(0.99).toFixed(0)} ms`,
  );
}

const memoryMiB = (128 * SCRYPT.N * SCRYPT.r) / 1024 ** 2;
console.log(`scrypt N=${SCRYPT.N} r=${SCRYPT.r} p=${SCRYPT.p}: ${memoryMiB} MiB per hash`);
await measure(1);
await measure(4);
