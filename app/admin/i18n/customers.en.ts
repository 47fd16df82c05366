/** English texts of a lead's customer panel; the shape is customers.de.ts's. */
import type { customersDe } from "./customers.de";

export const customersEn: typeof customersDe = {
  customers: {
    heading: "Customer",
    title: "Customer: {count} enquiries",
    titleOne: "Customer: 1 enquiry",
    noOther: "No other enquiry from this e-mail address.",
    intro: "Every enquiry from the same e-mail address, oldest first.",
    thisLead: "this enquiry",
    estimate: "estimate {amount}",
    owner: "handled by {name}",
    lostBecause: "lost: {reason}",
    duplicatesTitle: "Possible duplicates",
    duplicatesIntro:
      "Enquiries within 30 days with the same phone number, company or company domain.",
    duplicate: "Possible duplicate",
    duplicateCount: "{count} possible duplicates",
    duplicateOne: "1 possible duplicate",
    reasons: {
      email: "same e-mail address",
      phone: "same phone number",
      company: "same company name",
      domain: "same e-mail domain",
    },
    merge: "Merge",
    mergeLabel: "Merge: take the enquiry of {name} of {date} into this one",
    mergeTitle: "Take the enquiry of {name} into this one?",
    mergeWhat:
      "The enquiry of {name} of {date} is merged into this one. Its notes, calls, replies, mails and history then show in this enquiry's timeline; nothing is deleted.",
    mergeAfter:
      "It leaves the inbox; its own page stays and points here. If this enquiry has no owner or no next step, it takes the other's. This cannot be undone.",
    mergeConfirm: "Merge",
    merging: "Merging …",
    cancel: "Cancel",
    merged:
      "Merged: the enquiry of {name} is now part of this one. Its entries are in the timeline.",
    mergeConflict: "This enquiry has itself been merged meanwhile. Please reload the page.",
    otherMerged: "The other enquiry has already been merged meanwhile.",
    otherGone: "The other enquiry no longer exists.",
    privacyOpen: "Open enquiry",
    privacyOpenLabel: "Open enquiry of {date}",
  },
};
