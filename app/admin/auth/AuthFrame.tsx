/** The frame of the pages before signing in (sign-in, invitation): brand, language, a card. */
import { LanguageSwitch } from "../components/Layout";
import { useI18n } from "../i18n";

export function AuthFrame({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: string;
  children: React.ReactNode;
}) {
  const { t } = useI18n();
  return (
    <div className="min-h-screen px-4 py-8">
      <header className="mx-auto flex max-w-md items-center justify-between gap-3 pb-6">
        <p className="font-semibold">
          {t.app.brand} <span className="font-normal text-ink-soft">· {t.app.title}</span>
        </p>
        <LanguageSwitch />
      </header>
      <main className="card mx-auto max-w-md space-y-5">
        <h1 className="text-2xl font-bold">{title}</h1>
        {intro ? <p className="text-ink-soft">{intro}</p> : null}
        {children}
      </main>
    </div>
  );
}
