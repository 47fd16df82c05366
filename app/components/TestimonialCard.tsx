import type { TestimonialCard as Model } from "../content/models";
import { localeSettings } from "../i18n/locales";
import { useLocale } from "../i18n/use-locale";
import { Stars } from "./Stars";

export function TestimonialCard({ testimonial }: { testimonial: Model }) {
  const [open, close] = localeSettings[useLocale()].quotes;
  return (
    <figure className="flex h-full flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-ink/10">
      <Stars rating={testimonial.rating} />
      <blockquote className="mt-4 flex-1 text-lg leading-relaxed">
        {open}
        {testimonial.text}
        {close}
      </blockquote>
      <figcaption className="mt-6">
        <span className="block font-semibold">{testimonial.name}</span>
        <span className="block text-sm text-ink-soft">{testimonial.role}</span>
      </figcaption>
    </figure>
  );
}
