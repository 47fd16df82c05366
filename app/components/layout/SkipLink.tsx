import { useDictionary } from "../../i18n/use-locale";

export function SkipLink() {
  const t = useDictionary();
  return (
    <a
      href="#main"
      className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-3 focus:font-semibold focus:shadow-lg"
    >
      {t.a11y.skipToContent}
    </a>
  );
}
