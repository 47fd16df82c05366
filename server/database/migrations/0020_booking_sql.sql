-- Every offer accepted before bookings existed becomes a booking (decision 0188): version 1
-- from the offer's day, time, place, headcount and lines, as the acceptance now makes it.
INSERT INTO "bookings" ("id", "offer_id", "state", "version", "event_date", "created_at", "updated_at")
SELECT gen_random_uuid(), o."id", 'confirmed', 1, o."event_date",
       coalesce(o."closed_at", o."updated_at"), coalesce(o."closed_at", o."updated_at")
FROM "offers" o
WHERE o."status" = 'accepted'
  AND NOT EXISTS (SELECT 1 FROM "bookings" b WHERE b."offer_id" = o."id");
--> statement-breakpoint
INSERT INTO "booking_versions" ("booking_id", "version", "event_date", "start_time", "duration_minutes",
  "place", "participants", "items", "agreement", "created_at")
SELECT b."id", 1, o."event_date", o."start_time", o."duration_minutes", o."place", o."participants",
       coalesce((SELECT jsonb_agg(jsonb_build_object('kind', l."kind", 'eventSlug', l."event_slug",
                   'title', l."title", 'quantity', l."quantity") ORDER BY l."position")
                 FROM "offer_lines" l WHERE l."offer_id" = o."id"), '[]'::jsonb),
       'acceptance', b."created_at"
FROM "bookings" b
JOIN "offers" o ON o."id" = b."offer_id"
WHERE NOT EXISTS (SELECT 1 FROM "booking_versions" v WHERE v."booking_id" = b."id");
