import { site, telHref, mailtoHref } from "../../content/site";
import { format } from "../../i18n/dictionary";
import { localizePath } from "../../i18n/paths";
import { useDictionary, useLocale } from "../../i18n/use-locale";
import { Island } from "../../islands/Island";
import cookieSettings from "../../islands/cookie-settings.island";
import { LogoMark } from "./Logo";
import { agencyLinks, categoryLinks, legalLinks } from "./navigation";

const linkClass =
  "inline-flex min-h-6 items-center py-1.5 text-sand/80 hover:text-white hover:underline";

export function Footer() {
  const locale = useLocale();
  const t = useDictionary();
  return (
    // Not `lazy-render`, as a page's last block (app/app.css).
    <footer className="bg-ink text-sand" data-testid="footer">
      <div className="container-page grid gap-10 py-14 md:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_1fr]">
        <div>
          <a
            href={localizePath("/", locale)}
            className="inline-flex items-center gap-2.5 text-lg font-bold text-white"
          >
            <LogoMark />
            {site.brand}
          </a>
          <p className="mt-4 max-w-sm text-sm leading-relaxed text-sand/80">
            {t.footer.description}
          </p>
          <address className="mt-4 text-sm not-italic leading-relaxed text-sand/80">
            {site.address.street}, {site.address.postalCode} {site.address.city}
            {site.address.district && `-${site.address.district}`}
            <br />
            <a className={linkClass} href={telHref()}>
              {site.phone.display}
            </a>
            <br />
            <a className={linkClass} href={mailtoHref()}>
              {site.email}
            </a>
          </address>
        </div>
        <FooterList heading={t.footer.events}>
          {categoryLinks.map((link) => (
            <li key={link.path}>
              <a className={linkClass} href={localizePath(link.path, locale)}>
                {link.title[locale]}
              </a>
            </li>
          ))}
        </FooterList>
        <FooterList heading={t.footer.more}>
          {agencyLinks.map((link) => (
            <li key={link.path}>
              <a className={linkClass} href={localizePath(link.path, locale)}>
                {t.footer[link.label]}
              </a>
            </li>
          ))}
        </FooterList>
        <FooterList heading={t.footer.legal}>
          {legalLinks.map((link) => (
            <li key={link.path}>
              <a className={linkClass} href={localizePath(link.path, locale)}>
                {t.footer[link.label]}
              </a>
            </li>
          ))}
          <li>
            <Island of={cookieSettings} props={{ className: `${linkClass} cursor-pointer` }} />
          </li>
        </FooterList>
      </div>
      <div className="border-t border-white/10">
        <div className="container-page flex flex-col gap-2 py-6 text-xs leading-relaxed text-sand/70">
          <p>{format(t.footer.copyright, { brand: site.brand })}</p>
          <p>{t.footer.tagline}</p>
          <p>{t.footer.trademark}</p>
        </div>
      </div>
    </footer>
  );
}

function FooterList({ heading, children }: { heading: string; children: React.ReactNode }) {
  return (
    <div>
      <h2 className="text-sm font-semibold uppercase tracking-wider text-white">{heading}</h2>
      <ul className="mt-3 flex flex-col">{children}</ul>
    </div>
  );
}
