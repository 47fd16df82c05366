/**
 * Shapes the contact page: its copy, the agency's contact facts from site.ts, and for the
 * enquiry form its words in the page's language and the events it offers (every event of
 * that language, each with its title in the other language so that `?event=` matches
 * either; events listed only in the other language come along for matching).
 */
import type { EventChoice } from "../lib/enquiry-events";
import { enquiryText, type EnquiryFormText } from "#app/i18n/dictionary/enquiry.ts";
import { otherLocales, type Locale } from "../i18n/locales";
import { eventTitles } from "./events.server";
import { contentIndex, siteContent } from "./store.server";
import { imageRef } from "./images.server";
import { bilingualSeo } from "./page-helpers.server";
import { mailtoHref, site, telHref } from "./site";

function enquiryEvents(locale: Locale): EventChoice[] {
  const listed = new Set(eventTitles(locale));
  const choices = contentIndex().events.map((event) => ({
    title: event[locale].title,
    alias: otherLocales(locale)
      .map((other) => event[other].title)
      .join("\n"),
    listed: listed.has(event[locale].title),
    priceFrom: event.priceFrom,
    minPersons: event.participants.min,
  }));
  // Listed ones in page order first (the order of the select).
  const order = eventTitles(locale);
  return choices.sort(
    (a, b) =>
      (a.listed ? order.indexOf(a.title) : Infinity) -
      (b.listed ? order.indexOf(b.title) : Infinity),
  );
}

/** The form's words; the answer pages of form posts without JavaScript stay on the server. */
function formText(locale: Locale): EnquiryFormText {
  const { page: _serverOnly, ...text } = enquiryText[locale];
  return text;
}

export function getContactPage(locale: Locale) {
  const { seo, ...text } = siteContent().contactPage[locale];
  return {
    seo: bilingualSeo("/contact", locale, seo),
    text,
    contact: {
      phone: { display: site.phone.display, href: telHref() },
      email: { display: site.email, href: mailtoHref() },
      taxRegime: site.tax.regime,
      address: [
        site.brand,
        site.address.street,
        `${site.address.postalCode} ${site.address.city}${site.address.district ? `-${site.address.district}` : ""}`,
      ],
    },
    image: imageRef("contact", locale),
    enquiry: { text: formText(locale), events: enquiryEvents(locale) },
  };
}
