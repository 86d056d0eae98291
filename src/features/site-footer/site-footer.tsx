import { usePublishedContent } from '../../content/published-content.tsx';
import { Wordmark } from '../../components/layout/wordmark.tsx';
import { BUILD_YEAR } from '../../config/build.ts';
import { CALCULATOR_IDS, CALCULATOR_ROUTES } from '../../config/calculators.ts';
import { pathFor, type RouteId } from '../../config/routes.ts';
import { publishedPhone } from '../../config/site.ts';
import { useI18n } from '../../i18n/index.tsx';
import { Link } from '../../lib/router.tsx';

const LEGAL_LINKS: ReadonlyArray<{ route: Exclude<RouteId, 'home'>; label: 'legalNotice' | 'privacyPolicy' | 'cookiesPolicy' }> =
  [
    { route: 'legalNotice', label: 'legalNotice' },
    { route: 'privacyPolicy', label: 'privacyPolicy' },
    { route: 'cookiesPolicy', label: 'cookiesPolicy' },
  ];

const linkClass = 'inline-flex min-h-11 items-center text-ivory/80 transition-colors hover:text-brass-300';

/** Tagline, the calculators, contact details, the three legal pages, and the copyright line (the build's year; the NIF once configured). */
export function SiteFooter() {
  const { t, lang } = useI18n();
  const copy = t.shell.footer;
  const calculators = t.shell.calculators;
  const firm = usePublishedContent().identity;
  const { address } = firm;
  const phone = publishedPhone(firm);
  return (
    <footer className="bg-ink-950 text-ivory" data-testid="site-footer">
      <div className="mx-auto max-w-7xl px-6 pt-20 pb-10 sm:px-10">
        <div className="grid gap-14 md:grid-cols-2 lg:grid-cols-[1.5fr_1fr_1fr_1fr] lg:gap-10">
          <div>
            <Wordmark name={t.meta.siteName} />
            <p className="mt-8 max-w-sm font-display text-3xl leading-snug text-ivory">{copy.tagline}</p>
            <p className="mt-4 max-w-sm text-ivory/70">{copy.intro}</p>
          </div>
          <nav aria-labelledby="footer-calculators">
            <h2 id="footer-calculators" className="eyebrow text-brass-300">
              {calculators.title}
            </h2>
            <ul className="mt-5">
              {CALCULATOR_IDS.map((id) => (
                <li key={id}>
                  <Link to={pathFor(CALCULATOR_ROUTES[id], lang)} className={linkClass}>
                    {calculators.names[id]}
                  </Link>
                </li>
              ))}
              <li>
                <Link to={pathFor('calculators', lang)} className={linkClass}>
                  {calculators.all}
                </Link>
              </li>
            </ul>
          </nav>
          <div>
            <h2 className="eyebrow text-brass-300">{copy.contactTitle}</h2>
            <ul className="mt-5">
              {phone ? (
                <li>
                  <a href={`tel:${phone.e164}`} className={linkClass}>
                    {phone.display}
                  </a>
                </li>
              ) : null}
              <li>
                <a href={`mailto:${firm.email}`} className={linkClass}>
                  {firm.email}
                </a>
              </li>
            </ul>
            <h2 className="eyebrow mt-8 text-brass-300">{copy.addressTitle}</h2>
            <address className="mt-4 text-ivory/80 not-italic">
              {address.street}
              <br />
              {address.postalCode} {address.city}
            </address>
          </div>
          <nav aria-labelledby="footer-legal">
            <h2 id="footer-legal" className="eyebrow text-brass-300">
              {copy.legalTitle}
            </h2>
            <ul className="mt-5">
              {LEGAL_LINKS.map((item) => (
                <li key={item.route}>
                  <Link to={pathFor(item.route, lang)} className={linkClass}>
                    {copy[item.label]}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
        <div className="mt-16 flex flex-col gap-2 border-t border-brass-500/25 pt-8 text-sm text-ivory/65 sm:flex-row sm:justify-between">
          <p>
            {copy.copyright(BUILD_YEAR, firm.legalName)}
            {firm.nif ? ` · ${copy.taxId(firm.nif)}` : null}
          </p>
          <p>{copy.rights}</p>
        </div>
      </div>
    </footer>
  );
}
