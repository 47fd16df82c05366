import type { Breadcrumb } from "../content/models";
import { useDictionary } from "../i18n/use-locale";

/** The trail from the home page to the current page; the last crumb is the page itself. */
export function Breadcrumbs({
  crumbs,
  className = "",
}: {
  crumbs: Breadcrumb[];
  className?: string;
}) {
  const t = useDictionary();
  return (
    <nav aria-label={t.events.breadcrumb} className={className}>
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-ink-soft">
        {crumbs.map((crumb) => (
          <li key={crumb.label} className="flex items-center gap-2">
            {crumb.href ? (
              <>
                <a
                  href={crumb.href}
                  className="inline-flex min-h-6 items-center underline-offset-4 hover:text-ink hover:underline"
                >
                  {crumb.label}
                </a>
                {/* The separator follows its link, so a wrapped line never starts with one. */}
                <span aria-hidden="true" className="text-ink/40">
                  /
                </span>
              </>
            ) : (
              <span aria-current="page" className="font-medium text-ink">
                {crumb.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
