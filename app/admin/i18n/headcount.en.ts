/** English texts of a booking's headcount (link, count, list). */
import type { headcountDe } from "./headcount.de";

export const headcountEn: typeof headcountDe = {
  headcount: {
    title: "Headcount link",
    intro:
      "The customer passes this link on to the participants (it is also on their offer page). Each person answers yes or no without an account.",
    link: "Link ({language})",
    languages: { de: "German", en: "English" },
    copy: "Copy",
    copied: "Copied.",
    copyFailed: "Copying failed; please select the link and copy it.",
    openUntil: "Takes answers until {time} ({hours} hours before the start).",
    open: "Takes answers (the event has no day yet).",
    closed: "Closed since {time}.",
    cancelled: "Closed: the booking is cancelled.",
    confirmed: "Attending",
    declined: "Not attending",
    guides: "Guide",
    diets: "Diet",
    guide: { de: "German", en: "English" },
    diet: {
      any: "eats everything",
      vegetarian: "vegetarian",
      vegan: "vegan",
      no_pork: "no pork",
      gluten_free: "gluten-free",
      lactose_free: "lactose-free",
    },
    list: "Answers",
    none: "No answers yet.",
    name: "Name",
    email: "E-mail",
    answer: "Answer",
    details: "Details",
    attending: "attending",
    notAttending: "not attending",
    waiver: "waiver accepted",
    answeredAt: "Answered",
    privacyAnswers:
      "Answers to headcount links: {count} (deleted 30 days after the event; in the export and erased with the address).",
    privacyErased: "Answers to headcount links erased: {count}.",
  },
};
