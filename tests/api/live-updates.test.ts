/**
 * The live inbox loses no lead (server/leads/live-updates.ts), on both engines: leads are
 * committed while an inbox's event stream is starting, many times over, and each one is
 * either in the list the inbox loaded or announced on its stream. Through the real server,
 * the inbox is mirrored exactly: it asks for its first page and opens the stream at the
 * same moment, and refetches nothing until a lead is announced. Leads stored by another
 * instance (no notify in this process, found by the poll) are checked the same way.
 */
import { desc } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leads } from "../../server/leads/schema.ts";
import { LeadLiveUpdates, type NewLeadUpdate } from "../../server/leads/live-updates.ts";
import { insertLead } from "../../server/leads/store/intake.ts";
import { adminFetch, adminSession, type AdminSession } from "./support/admin-session.ts";
import { engines, type TestDatabase } from "./support/databases.ts";
import { getSession, startTestServer, type Session, type TestServer } from "./support/server.ts";
import { postEnquiry, validEnquiry } from "./enquiry-support.ts";

/** Inbox starts per test and engine: the old priming lost a lead within the first few. */
const STARTS = 12;
/** How long an announced lead may take (in-process notify: milliseconds; poll: one round). */
const ARRIVAL_MS = 3_000;
/** Seconds on a busy machine; a few on a quiet one. */
const TEST_MS = 60_000;

/** The ids announced on a stream so far, and a wait until some ids are among them. */
function announcements() {
  const ids = new Set<string>();
  const waiters = new Set<() => void>();
  return {
    ids,
    add(id: string) {
      ids.add(id);
      for (const wake of waiters) wake();
    },
    /** Resolves once every id of `wanted` was announced, or after `ms`. */
    async until(wanted: string[], ms: number): Promise<void> {
      const deadline = Date.now() + ms;
      while (!wanted.every((id) => ids.has(id)) && Date.now() < deadline) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, deadline - Date.now());
          waiters.add(() => {
            clearTimeout(timer);
            resolve();
          });
        });
        waiters.clear();
      }
    },
  };
}

/** Reads `event: lead` messages of a server-sent event stream into `heard`. */
async function readStream(
  response: Response,
  heard: ReturnType<typeof announcements>,
  onOpen: () => void,
) {
  let buffer = "";
  let opened = false;
  try {
    for await (const chunk of response.body!.pipeThrough(new TextDecoderStream())) {
      if (!opened) {
        opened = true;
        onOpen();
      }
      buffer += chunk;
      const messages = buffer.split("\n\n");
      buffer = messages.pop()!;
      for (const message of messages) {
        const data = /^event: lead\ndata: (.*)$/m.exec(message)?.[1];
        if (data) heard.add((JSON.parse(data) as NewLeadUpdate).id);
      }
    }
  } catch {
    // aborted at the end of a start
  }
}

/** A lead as another instance stores it: committed, without this process's notify. */
async function storeLead(database: TestDatabase, name: string, at: Date): Promise<string> {
  const stored = await database.service.run((db) =>
    insertLead(
      db,
      {
        language: "de",
        sourcePage: "/contact",
        channel: "api",
        name,
        company: "Andere Instanz GmbH",
        email: "andere@instanz.example",
        participants: 12,
        event: "Teamkochen",
        privacyPolicyVersion: "2.0",
      },
      at,
    ),
  );
  return stored.id;
}

for (const engine of engines()) {
  describe.skipIf(engine.skipReason)(`live inbox on ${engine.name}`, () => {
    let database: TestDatabase;
    let server: TestServer;
    let staff: AdminSession;
    let visitor: Session;

    beforeAll(async () => {
      database = await engine.create();
      server = await startTestServer({ database: database.service, dataDir: database.dataDir });
      staff = await adminSession(database.service, server.url, "staff");
      visitor = await getSession(server.url);
    });
    afterAll(async () => {
      // fetch may keep a connection it opened and never used; the server would wait for it.
      server?.app.server.closeAllConnections();
      await server?.close();
      await database?.dispose();
    });

    it(
      "shows every lead committed while the inbox's stream starts: in its list or announced",
      async () => {
        let n = 0;
        const post = async () => {
          const response = await postEnquiry(
            server.url,
            visitor,
            validEnquiry({ name: `Start Lead ${++n}` }),
          );
          expect(response.status).toBe(201);
          return ((await response.json()) as { id: string }).id;
        };
        for (let start = 0; start < STARTS; start++) {
          const committed: string[] = [];
          const heard = announcements();
          const controller = new AbortController();
          let streamOpen = false;
          // The inbox: its first page and its stream, asked for together.
          const list = adminFetch(staff, "/api/admin/leads").then(
            async (response) =>
              new Set(
                ((await response.json()) as { items: Array<{ id: string }> }).items.map(
                  (i) => i.id,
                ),
              ),
          );
          const stream = adminFetch(staff, "/api/admin/leads/stream", {
            signal: controller.signal,
          }).then((response) =>
            readStream(response, heard, () => {
              streamOpen = true;
            }),
          );
          // Visitors send enquiries meanwhile, until both have answered and a bit beyond.
          let listed: Set<string> | undefined;
          void list.then((ids) => (listed = ids));
          const sender = async () => {
            let after = 0;
            while (after < 2 && committed.length < 20) {
              committed.push(await post());
              if (listed && streamOpen) after++;
            }
          };
          await Promise.all([sender(), sender()]);
          const shown = await list;
          const missing = () => committed.filter((id) => !shown.has(id) && !heard.ids.has(id));
          await heard.until(missing(), ARRIVAL_MS);
          controller.abort();
          await stream;
          expect({ start, missing: missing() }).toEqual({ start, missing: [] });
        }
      },
      TEST_MS,
    );

    it(
      "announces leads that another instance commits while the stream starts (the poll)",
      async () => {
        // Another instance's commits: stored directly, no notify here; a quick poll finds them.
        const firstPage = () =>
          database.service.run(
            async (db) =>
              new Set(
                (
                  await db
                    .select({ id: leads.id })
                    .from(leads)
                    .orderBy(desc(leads.createdAt))
                    .limit(50)
                ).map((row) => row.id),
              ),
          );
        for (let start = 0; start < STARTS; start++) {
          const live = new LeadLiveUpdates(
            database.service,
            () => new Date(),
            () => true,
            25,
          );
          const committed: string[] = [];
          const heard = announcements();
          let listed: Set<string> | undefined;
          let subscribed = false;
          const list = firstPage().then((ids) => (listed = ids));
          // The stream starts before the list's answer, or right after it.
          const inbox = (start % 2 ? list : Promise.resolve()).then(() => {
            subscribed = true;
            return live.subscribe((update) => heard.add(update.id));
          });
          const sender = async () => {
            let after = 0;
            while (after < 2 && committed.length < 20) {
              committed.push(await storeLead(database, `Other Instance ${start}`, new Date()));
              if (listed && subscribed) after++;
            }
          };
          await Promise.all([sender(), sender(), list]);
          const shown = listed!;
          const missing = () => committed.filter((id) => !shown.has(id) && !heard.ids.has(id));
          await heard.until(missing(), ARRIVAL_MS);
          (await inbox)();
          expect({ start, missing: missing() }).toEqual({ start, missing: [] });
        }
      },
      TEST_MS,
    );
    it("tells a new inbox of leads from just before it opened on, not of older ones", async () => {
      // An hour ahead, so that the leads of the other tests are out of the window.
      const opened = Date.now() + 3_600_000;
      const older = await storeLead(database, "Listed Long Ago", new Date(opened - 30_000));
      const justBefore = await storeLead(database, "Just Before", new Date(opened - 2_000));
      const live = new LeadLiveUpdates(
        database.service,
        () => new Date(opened),
        () => false,
      );
      const heard = announcements();
      const unsubscribe = live.subscribe((update) => heard.add(update.id));
      await heard.until([justBefore], ARRIVAL_MS);
      const after = await storeLead(database, "After", new Date(opened + 1_000));
      live.notify();
      await heard.until([after], ARRIVAL_MS);
      unsubscribe();
      expect([...heard.ids]).toEqual([justBefore, after]);
      expect(heard.ids.has(older)).toBe(false);
    });
  });
}
