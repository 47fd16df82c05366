/**
 * Column types the features' schemas share: a moment with its time zone as a Date, and raw
 * bytes as a Buffer on both engines.
 */
import { customType, timestamp } from "drizzle-orm/pg-core";

/** A `timestamp with time zone`, read and written as a Date. */
export const time = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/** Raw bytes: node-postgres hands back a Buffer, PGlite a Uint8Array; both become a Buffer. */
export const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) =>
    Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});
