/** English words for every issue code of the content checks (mirrors content-issues.de.ts). */
import type { contentIssuesDe } from "./content-issues.de";

export const contentIssuesEn: typeof contentIssuesDe = {
  contentIssues: {
    required: "Required: please fill in.",
    missing: "Missing.",
    number: "Please enter a number.",
    integer: "Please enter a whole number.",
    min_number: "At least {min}.",
    above_number: "Must be more than {min}.",
    max_number: "At most {max}.",
    min_items: "At least {min} entries.",
    max_items: "At most {max} entries.",
    max_length: "At most {max} characters.",
    option: "Please choose one of the options offered.",
    slug: "Lower-case letters, digits and hyphens only.",
    date: "Please choose a valid date.",
    unknown_key: "Unknown field “{key}”.",
    min_max: "The smallest value must not be larger than the largest.",
    season_needs_months: "An event with a season also needs the months it takes place in.",
    invalid: "This value does not fit.",
    price_quote_mismatch:
      "The text says €{quoted}, but the starting price is €{price}. Please change the text.",
    people_quote_mismatch:
      "The text says {quoted} people, but the group size is {range}. Please change the text.",
    list_price_quote_mismatch:
      "The text says €{quoted}, but the page's cheapest event starts at €{price}.",
    list_people_quote_mismatch:
      "The text says {quoted} people, but the page's events are for {range} people.",
    unknown_picture: "There is no picture “{id}”. Please choose a picture.",
    unknown_event: "There is no event “{id}”.",
    listed_twice: "“{id}” is in the list twice.",
    variant_missing: "Shown on “{page}” ({language}), which needs this.",
    not_listed: "Not on any list page.",
    event_exists_twice: "The event “{id}” exists twice.",
    slug_taken: "Another article has this address.",
    id_taken: "Another article has this number.",
    promotion_before_date: "The offer ends before the article's date.",
    reading_time:
      "The reading time is {stated} minutes, but the text ({language}) reads in about {minutes} minutes.",
    link_not_allowed:
      "This link is not allowed: {href}. Links may go to pages of the site (/…), https://…, mailto: or tel:.",
    link_missing_anchor: "The link {href} points at a heading the text does not have.",
    link_unknown_page: "The link {href} points at a page that does not exist.",
    markdown: "The text cannot be shown.",
    document_missing: "This content is missing.",
    document_twice: "This content exists twice.",
    nothing_to_publish: "There is no draft to publish.",
    nothing_changed: "Nothing changed: the site already shows this.",
  },
};
