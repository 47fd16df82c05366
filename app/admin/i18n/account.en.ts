/** English texts of one's own preferences and the owners' assignment setting. */
import type { accountDe } from "./account.de";

export const accountEn: typeof accountDe = {
  notifications: {
    title: "Notifications",
    dailyMail: "A mail at 8 every morning with my steps that are due",
    dailyMailHint:
      "The overdue and today's steps of the enquiries you are responsible for, with links. No mail when nothing is due. It comes in the language you last chose here.",
    answersInMorningMail: "Answers on my enquiries only in the morning mail",
    answersInMorningMailHint:
      "Off: a short mail at once when a customer answers on one of your enquiries. On: no single mails, the new answers are listed in the morning mail.",
    takesNewLeads: "Give me new enquiries in turn",
    takesNewLeadsHint: "Owners decide under “People” whether new enquiries are given out in turn.",
    assignmentManual: "At the moment new enquiries are not assigned to anyone.",
    assignmentRoundRobin:
      "At the moment new enquiries go in turn to everyone who switched this on.",
    on: "On",
    off: "Off",
    saved: "Saved.",
    failed: "Not saved. Please try again.",
  },
  assignment: {
    legend: "New enquiries",
    manual: "do not assign",
    manualHint: "New enquiries stay unassigned until someone takes them.",
    roundRobin: "in turn to the people who switched this on in their account",
    roundRobinHint: "Each new enquiry goes to the next person in turn.",
    assignees: "Switched on by: {names}.",
    noAssignees:
      "Nobody has switched this on under “My account” yet: new enquiries stay unassigned.",
    saved: "Saved.",
  },
};
