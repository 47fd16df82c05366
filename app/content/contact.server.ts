/**
 * Shapes the contact page: its copy, the agency's contact facts from site.ts and the titles
 * of the events offered in the page's language (for the enquiry form's event list).
 */
import type { Locale } from "../i18n/locales";
import { contactPage } from "./contact";
import { eventTitles } from "./events.server";
import { imageRef } from "./images.server";
import { bilingualSeo } from "./page-helpers.server";
import { mailtoHref, site, telHref } from "./site";

export function getContactPage(locale: Locale) {
  const { seo, ...text } = contactPage[locale];
  return {
    seo: bilingualSeo("/contact", locale, seo),
    text,
    contact: {
      phone: { display: site.phone.display, href: telHref },
      email: { display: site.email, href: mailtoHref },
      address: [
        site.brand,
        site.address.street,
        `${site.address.postalCode} ${site.address.city}-${site.address.district}`,
      ],
    },
    image: imageRef("contact", locale),
    eventTitles: eventTitles(locale),
  };
}
