/**
 * Where a picture is used: "Wird verwendet in: Teamkochen (Event), …", each place a link to
 * its entry in the content editor, or that no published page shows it.
 */
import { Fragment } from "react";
import { Link } from "react-router";
import type { PictureUse } from "../../../server/media/usage.ts";
import { format, useI18n } from "../i18n";

export function UsedIn({ uses, id }: { uses: readonly PictureUse[]; id?: string }) {
  const { t, locale } = useI18n();
  if (uses.length === 0) {
    return (
      <p id={id} className="text-sm text-ink-soft">
        {t.media.library.unused}
      </p>
    );
  }
  const [before, after] = t.media.library.usedIn.split("{places}");
  return (
    <p id={id} className="text-sm" data-testid="picture-used-in">
      {before}
      {uses.map((use, index) => (
        <Fragment key={`${use.kind}/${use.key}`}>
          {index > 0 ? ", " : null}
          <Link
            to={`/content/${encodeURIComponent(use.kind)}/${encodeURIComponent(use.key)}`}
            className="font-medium text-spree underline"
          >
            {format(t.media.library.place, {
              title: use.title[locale],
              kind:
                t.media.library.kinds[use.kind as keyof typeof t.media.library.kinds] ?? use.kind,
            })}
          </Link>
        </Fragment>
      ))}
      {after}
    </p>
  );
}
