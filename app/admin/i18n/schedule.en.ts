/** English texts of planned publishing and the translation status; the shape is schedule.de.ts's. */
import type { scheduleDe } from "./schedule.de";

export const scheduleEn: typeof scheduleDe = {
  schedule: {
    title: "Schedule",
    intro: "Publishes the saved draft at the chosen time (Berlin time).",
    action: "What",
    publish: "Publish on …",
    end: "End the promotion on …",
    day: "Date",
    time: "Time (Berlin)",
    submit: "Schedule",
    planning: "Scheduling …",
    planned: "Scheduled.",
    none: "Nothing scheduled.",
    pendingPublish: "Publish on {when}",
    pendingEnd: "Promotion ends on {when}",
    by: "scheduled by {email}",
    cancel: "Cancel schedule",
    cancelled: "The schedule is cancelled.",
    badge: "Scheduled: {when}",
    badgeEnd: "Ends: {when}",
    errors: {
      in_the_past: "Please choose a time in the future.",
      day: "Please choose a date.",
      time: "Please choose a time.",
      no_draft: "Save a draft first: it is what will be published at that time.",
      no_promotion: "Only a published article with a promotion can end.",
    },
  },
  translation: {
    missing: { de: "German missing", en: "English missing" },
    older: { de: "German older than English", en: "English older than German" },
    upToDate: "Both languages up to date",
  },
};
