import { SectionLink } from '../../components/ui/section-link.tsx';
import { useCalculatorsI18n } from './use-calculators-i18n.ts';

/** After the calculators: the step from a figure to a conversation. */
export function ClosingCta() {
  const c = useCalculatorsI18n().c.cta;
  return (
    <aside
      aria-labelledby="calculators-cta-title"
      className="mt-20 flex flex-col gap-8 bg-ink px-8 py-12 text-ivory sm:px-12 lg:flex-row lg:items-center lg:justify-between"
    >
      <div className="max-w-2xl">
        <h3 id="calculators-cta-title" className="font-display text-3xl leading-tight font-medium sm:text-4xl">
          {c.title}
        </h3>
        <p className="mt-4 text-lg text-ivory/80">{c.body}</p>
      </div>
      <SectionLink to="contact-form" className="w-full shrink-0 text-center text-balance lg:w-auto">
        {c.button}
      </SectionLink>
    </aside>
  );
}
