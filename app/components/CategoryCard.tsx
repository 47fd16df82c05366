import type { CategoryCard as Model } from "../content/models";
import { Artwork } from "./Artwork";

export function CategoryCard({ category, linkLabel }: { category: Model; linkLabel: string }) {
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-2xl border border-ink/10 bg-white shadow-sm transition-shadow hover:shadow-md">
      <div className="relative aspect-[4/3] bg-sand">
        <Artwork image={category.image} className="size-full object-cover" />
        {category.badge && (
          <span className="absolute left-3 top-3 rounded-full bg-white px-3 py-1 text-xs font-semibold text-ink shadow-sm">
            {category.badge}
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col p-5">
        <h3 className="text-xl font-semibold">
          <a
            href={category.href}
            className="after:absolute after:inset-0"
            data-testid={`link-category-${category.slug}`}
          >
            {category.title}
          </a>
        </h3>
        <p className="mt-2 flex-1 text-ink-soft">{category.description}</p>
        <div className="mt-4 flex items-center justify-between gap-3">
          {category.priceLine ? (
            <p className="font-semibold text-accent-strong">{category.priceLine}</p>
          ) : (
            <span />
          )}
          <span
            className="inline-flex items-center gap-1 text-sm font-semibold text-ink group-hover:text-accent"
            aria-hidden="true"
          >
            {linkLabel} →
          </span>
        </div>
      </div>
    </article>
  );
}
