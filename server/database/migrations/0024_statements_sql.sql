-- Back-fill (decision 0184): each invoice's single payment recorded before payments had a
-- table of their own becomes its first row, typed by hand, confirmed by who recorded it.
INSERT INTO "invoice_payments" ("id", "invoice_id", "paid_on", "cents", "source", "entry_ref", "confirmed_by", "created_at")
SELECT gen_random_uuid(), "id", "paid_on", "paid_cents", 'manual', NULL, "paid_recorded_by", now()
FROM "invoices"
WHERE "paid_on" IS NOT NULL AND "paid_cents" IS NOT NULL AND "paid_cents" > 0;
