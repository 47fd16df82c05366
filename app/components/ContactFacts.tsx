/**
 * The contact page's left column: the agency's phone, e-mail, address and hours, and what
 * an enquiry brings (free advice, an answer within a day).
 */
import type { ContactPageText } from "../content/schema";
import { CheckIcon, Icon, MailIcon, PhoneIcon } from "./ui/page-icons";

/** The page's copy without its SEO facts (the loader keeps those for meta). */
type ContactText = Omit<ContactPageText, "seo">;

export interface ContactDetails {
  phone: { display: string; href: string };
  email: { display: string; href: string };
  /** Lines of the postal address. */
  address: string[];
}

export function ContactFacts({ text, contact }: { text: ContactText; contact: ContactDetails }) {
  return (
    <section
      aria-labelledby="contact-facts-heading"
      className="rounded-2xl border border-ink/10 bg-white p-6 shadow-sm"
    >
      <h2 id="contact-facts-heading" className="sr-only">
        {text.eyebrow}
      </h2>
      <dl className="grid gap-5">
        <div>
          <dt className="text-sm font-semibold uppercase tracking-wider text-ink-soft">
            {text.labels.phone}
          </dt>
          <dd className="mt-1">
            <a
              href={contact.phone.href}
              className="inline-flex min-h-11 items-center gap-2 text-xl font-semibold text-ink underline-offset-4 hover:underline"
              data-testid="contact-phone"
            >
              <PhoneIcon />
              {contact.phone.display}
            </a>
          </dd>
        </div>
        <div>
          <dt className="text-sm font-semibold uppercase tracking-wider text-ink-soft">
            {text.labels.email}
          </dt>
          <dd className="mt-1">
            <a
              href={contact.email.href}
              className="inline-flex min-h-11 items-center gap-2 text-xl font-semibold break-all text-ink underline-offset-4 hover:underline"
              data-testid="contact-email"
            >
              <MailIcon />
              {contact.email.display}
            </a>
          </dd>
        </div>
        <div>
          <dt className="text-sm font-semibold uppercase tracking-wider text-ink-soft">
            {text.labels.address}
          </dt>
          <dd className="mt-2 flex gap-2">
            <Icon name="pin" className="mt-0.5 size-5 text-spree" />
            <address className="not-italic leading-relaxed" data-testid="contact-address">
              {contact.address.map((line) => (
                <span key={line} className="block">
                  {line}
                </span>
              ))}
            </address>
          </dd>
        </div>
        <div>
          <dt className="text-sm font-semibold uppercase tracking-wider text-ink-soft">
            {text.labels.hours}
          </dt>
          <dd className="mt-2 flex gap-2">
            <Icon name="clock" className="mt-0.5 size-5 text-spree" />
            {text.hours}
          </dd>
        </div>
      </dl>
    </section>
  );
}

export function ServicePromise({ text }: { text: ContactText }) {
  return (
    <section
      aria-labelledby="service-heading"
      className="rounded-2xl bg-spree-soft p-6"
      data-testid="contact-service"
    >
      <h2 id="service-heading" className="text-2xl font-bold tracking-tight">
        {text.service.heading}
      </h2>
      <p className="mt-3 text-ink-soft">{text.service.text}</p>
      <ul className="mt-4 grid gap-2">
        {text.service.items.map((item) => (
          <li key={item} className="flex items-start gap-2.5">
            <CheckIcon className="mt-0.5 size-5 text-spree" />
            {item}
          </li>
        ))}
      </ul>
    </section>
  );
}
