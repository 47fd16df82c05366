import { site, telHref } from "../content/site";
import { format } from "../i18n/dictionary";
import { localizePath } from "../i18n/paths";
import { useDictionary, useLocale } from "../i18n/use-locale";
import { PhoneIcon } from "./ui/page-icons";

interface Props {
  heading: string;
  text: string;
  contactLabel: string;
  /** Show the phone number as a second button. */
  phone?: boolean;
  /** Contact link target, German base path (default /contact). */
  contactPath?: string;
}

/** The closing call to action of a page: contact button and, optionally, the phone. */
export function CallToAction({
  heading,
  text,
  contactLabel,
  phone = true,
  contactPath = "/contact",
}: Props) {
  const locale = useLocale();
  const t = useDictionary();
  return (
    <section
      aria-labelledby="cta-heading"
      className="lazy-render bg-ink text-white [--estimated-height:29rem] md:[--estimated-height:17rem] lg:[--estimated-height:15rem]"
    >
      <div className="container-page flex flex-col items-start gap-6 py-16 md:flex-row md:items-center md:justify-between">
        <div className="max-w-2xl">
          <h2 id="cta-heading" className="text-3xl font-bold tracking-tight text-balance">
            {heading}
          </h2>
          <p className="mt-3 text-lg text-sand/85">{text}</p>
        </div>
        <div className="flex flex-wrap gap-3">
          <a
            href={localizePath(contactPath, locale)}
            className="btn-accent"
            data-testid="cta-contact"
          >
            {contactLabel}
          </a>
          {phone && (
            <a href={telHref()} className="btn-light" data-testid="cta-phone">
              <PhoneIcon />
              {format(t.common.callUs, { phone: site.phone.display })}
            </a>
          )}
        </div>
      </div>
    </section>
  );
}
