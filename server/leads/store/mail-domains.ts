/**
 * Public mail providers: an address at one of them says nothing about its company, so its
 * domain never makes two enquiries possible duplicates (customers.ts).
 */

/**
 * Mail providers anyone can sign up with: the same domain says nothing about the same
 * company. Exact domains, and providers with a domain per country (yahoo.de, outlook.fr,
 * hotmail.co.uk) by their name.
 */
const PUBLIC_MAIL_DOMAINS = new Set([
  "gmail.com",
  "googlemail.com",
  "gmx.de",
  "gmx.net",
  "gmx.at",
  "gmx.ch",
  "gmx.com",
  "web.de",
  "t-online.de",
  "magenta.de",
  "freenet.de",
  "arcor.de",
  "vodafone.de",
  "vodafonemail.de",
  "kabelmail.de",
  "online.de",
  "onlinehome.de",
  "email.de",
  "1und1.de",
  "ewe.net",
  "bluewin.ch",
  "icloud.com",
  "me.com",
  "mac.com",
  "msn.com",
  "posteo.de",
  "posteo.net",
  "mailbox.org",
  "proton.me",
  "protonmail.com",
  "protonmail.ch",
  "pm.me",
  "tutanota.com",
  "tutanota.de",
  "tuta.io",
  "tuta.com",
  "fastmail.com",
  "hey.com",
  "zoho.com",
  "duck.com",
  "mail.ru",
  "mail.com",
]);
const PUBLIC_MAIL_PROVIDERS =
  /^(yahoo|ymail|outlook|hotmail|live|aol|yandex|gmx)\.[a-z]{2,3}(\.[a-z]{2})?$/;

/** Whether an address's domain belongs to a public mail provider (never a duplicate reason). */
export function isPublicMailDomain(domain: string): boolean {
  const lower = domain.trim().toLowerCase();
  return PUBLIC_MAIL_DOMAINS.has(lower) || PUBLIC_MAIL_PROVIDERS.test(lower);
}
