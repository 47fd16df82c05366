/**
 * The site content edited in the back office (docs/decisions/0090-content-tables-and-publishing.md).
 * Change it here, then run `npx drizzle-kit generate` (drizzle.config.ts reads every
 * feature's schema.ts) to add a migration to server/database/migrations.
 */
import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

/**
 * One document of the site's content: an event, a list page, an article, a testimonial, the
 * home page's copy, ... Its data is checked by the kind's schema (app/content/schema.ts) when
 * it is published; a draft may be anything the editor saved.
 */
export const contentDocuments = pgTable(
  "content_documents",
  {
    kind: text("kind").notNull(),
    /** Unique within its kind: an event's id, an article's slug, a list page's slug, ... */
    key: text("key").notNull(),
    /** Order within the kind. */
    position: integer("position").notNull(),
    /** What the site shows; null while never published, and once deleted. */
    published: jsonb("published"),
    /** Saved and not yet published; null without a draft. */
    draft: jsonb("draft"),
    publishedAt: timestamp("published_at", { withTimezone: true, mode: "date" }),
    /** The back-office user who published it (null for the initial content). */
    publishedBy: text("published_by"),
    draftSavedAt: timestamp("draft_saved_at", { withTimezone: true, mode: "date" }),
    draftSavedBy: text("draft_saved_by"),
    deletedAt: timestamp("deleted_at", { withTimezone: true, mode: "date" }),
  },
  (table) => [primaryKey({ columns: [table.kind, table.key] })],
);

/** Every publish, restore and delete of a document, with the fields it changed. */
export const contentRevisions = pgTable(
  "content_revisions",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    kind: text("kind").notNull(),
    key: text("key").notNull(),
    /** 'seed' | 'publish' | 'restore' | 'delete'. */
    action: text("action").notNull(),
    /** The published data after this revision; null for a delete. */
    data: jsonb("data"),
    /** The field-level differences to the data before: [{ path, before, after }]. */
    changes: jsonb("changes").notNull(),
    authorId: text("author_id"),
    authorEmail: text("author_email"),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (table) => [
    index("content_revisions_document_idx").on(table.kind, table.key, table.id.desc()),
    check(
      "content_revisions_action_check",
      sql`${table.action} in ('seed', 'publish', 'restore', 'delete')`,
    ),
  ],
);

/**
 * One row: the version of the published content (bumped by every publish) and when it last
 * changed. Publishing locks it, so publishes are serialised and each sees the set before it.
 */
export const contentState = pgTable(
  "content_state",
  {
    id: smallint("id").primaryKey().default(1),
    version: bigint("version", { mode: "number" }).notNull(),
    publishedAt: timestamp("published_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (table) => [check("content_state_single_row", sql`${table.id} = 1`)],
);

/**
 * Publishing planned for later (docs/decisions/0140): a draft published at `run_at`, or an
 * article's promotion ended then. Exactly one instance runs each: the run marks the row done
 * in the transaction of the publish, so a second instance finds it done (or waits for the
 * row and then does). One pending row per document and action.
 */
export const contentSchedules = pgTable(
  "content_schedules",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    kind: text("kind").notNull(),
    key: text("key").notNull(),
    /** 'publish': the saved draft goes live; 'end': the article's promotion ends. */
    action: text("action").notNull(),
    runAt: timestamp("run_at", { withTimezone: true, mode: "date" }).notNull(),
    /** Who planned it: the publish is theirs in the revisions and the audit log. */
    createdBy: text("created_by").notNull(),
    createdByEmail: text("created_by_email").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull(),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true, mode: "date" }),
    /** When it ran, and how: 'done' or 'failed' (then `error` says why). */
    doneAt: timestamp("done_at", { withTimezone: true, mode: "date" }),
    outcome: text("outcome"),
    error: text("error"),
  },
  (table) => [
    uniqueIndex("content_schedules_pending_idx")
      .on(table.kind, table.key, table.action)
      .where(sql`${table.doneAt} is null and ${table.cancelledAt} is null`),
    index("content_schedules_due_idx")
      .on(table.runAt)
      .where(sql`${table.doneAt} is null and ${table.cancelledAt} is null`),
    check("content_schedules_action_check", sql`${table.action} in ('publish', 'end')`),
    check(
      "content_schedules_outcome_check",
      sql`${table.outcome} is null or ${table.outcome} in ('done', 'failed')`,
    ),
  ],
);
