import type { Route } from "./+types/news";
import { getPlaceholderPage, requestLocale } from "../content/index.server";
import { basePath } from "../i18n/paths";
import { seoMeta } from "../seo/meta";

export function loader({ request }: Route.LoaderArgs) {
  const path = basePath(new URL(request.url).pathname);
  return getPlaceholderPage(path, requestLocale(request), path.slice(1));
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData.seo);

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <section className="container-page py-16">
      <h1 className="text-4xl font-bold tracking-tight">{loaderData.heading}</h1>
    </section>
  );
}
