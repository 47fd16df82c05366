/**
 * A participant's headcount answers in a privacy request (decision 0194): found and erased
 * by their address alone (a participant is on no lead), with the event's day and titles so
 * the export says what each answer was for.
 */
import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../database/connection.ts";
import { bookings, bookingVersions } from "../bookings/schema.ts";
import { headcountAnswers } from "./schema.ts";

export interface HeadcountExport {
  eventDate: string | null;
  events: string[];
  name: string;
  attending: boolean;
  diet: string | null;
  dietNote: string | null;
  guide: string | null;
  waiverAcceptedAt: string | null;
  answeredAt: string;
}

const addressOf = (email: string) => email.trim().toLowerCase();

export async function headcountAnswersOf(db: Db, email: string): Promise<HeadcountExport[]> {
  const rows = await db
    .select({ answer: headcountAnswers, version: bookingVersions })
    .from(headcountAnswers)
    .innerJoin(bookings, eq(bookings.id, headcountAnswers.bookingId))
    .innerJoin(
      bookingVersions,
      and(
        eq(bookingVersions.bookingId, bookings.id),
        eq(bookingVersions.version, bookings.version),
      ),
    )
    .where(eq(headcountAnswers.email, addressOf(email)))
    .orderBy(asc(headcountAnswers.createdAt));
  return rows.map(({ answer, version }) => ({
    eventDate: version.eventDate,
    events: version.items.filter((item) => item.kind === "event").map((item) => item.title),
    name: answer.name,
    attending: answer.attending,
    diet: answer.diet,
    dietNote: answer.dietNote,
    guide: answer.guide,
    waiverAcceptedAt: answer.waiverAcceptedAt?.toISOString() ?? null,
    answeredAt: answer.createdAt.toISOString(),
  }));
}

/** Deletes every answer of an address; returns how many (the erasure's count). */
export async function eraseHeadcountAnswers(db: Db, email: string): Promise<number> {
  const deleted = await db
    .delete(headcountAnswers)
    .where(eq(headcountAnswers.email, addressOf(email)))
    .returning({ id: headcountAnswers.id });
  return deleted.length;
}
