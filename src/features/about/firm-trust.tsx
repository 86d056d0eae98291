import { fallbackSrc, srcSet } from '../../content/media.ts';
import { usePublishedContent } from '../../content/published-content.tsx';
import type { Identity } from '../../domain/content/index.ts';

type TeamMember = Identity['team'][number];
type Credential = Identity['credentials'][number];
type PressMention = Identity['press'][number];
import { useI18n } from '../../i18n/index.tsx';

/** Rendered width of a team portrait (the renditions are 480, 960 and 1440 px wide, cut 3:4: ADR 0054). */
const PORTRAIT_SIZES = '192px';

const headingClass = 'eyebrow text-brass-700';

/**
 * The firm's people, credentials and press, from the published identity. Each block appears only once the firm
 * has filled it in; with nothing configured this renders nothing (ADR 0023).
 */
export function FirmTrust() {
  const { team, credentials, press } = usePublishedContent().identity;
  const { lang } = useI18n();
  const headings = usePublishedContent().copy.headings.about;
  if (team.length === 0 && credentials.length === 0 && press.length === 0) return null;
  return (
    <div data-testid="firm-trust" className="mt-20 grid gap-16 border-t border-stone-300 pt-12">
      {team.length > 0 ? <Team team={team} heading={headings.team[lang]} /> : null}
      {credentials.length > 0 || press.length > 0 ? (
        <div className="grid gap-16 md:grid-cols-2">
          {credentials.length > 0 ? <Credentials credentials={credentials} heading={headings.credentials[lang]} /> : null}
          {press.length > 0 ? <Press press={press} heading={headings.press[lang]} /> : null}
        </div>
      ) : null}
    </div>
  );
}

function Team({ team, heading }: { team: readonly TeamMember[]; heading: string }) {
  const { t, lang, format } = useI18n();
  const labels = t.landing.about;
  return (
    <section aria-labelledby="about-team" data-testid="firm-team">
      <h3 id="about-team" className={headingClass}>
        {heading}
      </h3>
      <ul className="mt-8 grid gap-10 sm:grid-cols-2 lg:grid-cols-4">
        {team.map((person) => (
          <li key={person.name}>
            {person.portrait ? (
              <picture data-testid="team-portrait" className="mb-5 block w-48 bg-stone-100">
                <source type="image/avif" srcSet={srcSet(person.portrait, 'avif')} sizes={PORTRAIT_SIZES} />
                <source type="image/webp" srcSet={srcSet(person.portrait, 'webp')} sizes={PORTRAIT_SIZES} />
                <img
                  src={fallbackSrc(person.portrait)}
                  width={person.portrait.width}
                  height={person.portrait.height}
                  alt={person.portrait.alt[lang]}
                  loading="lazy"
                  decoding="async"
                  // A portrait uploaded before portraits were cut 3:4 is 4:3: shown in the same 3:4 box, centred.
                  className="aspect-[3/4] h-auto w-full object-cover"
                />
              </picture>
            ) : null}
            <p className="font-display text-2xl text-ink">{person.name}</p>
            <p className="mt-1 text-ink-muted">{person.role[lang]}</p>
            {person.languages.length > 0 ? (
              <p className="mt-2 text-sm text-ink-muted">
                <span className="font-semibold text-ink">{labels.languages}:</span> {format.languages(person.languages)}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

function Credentials({ credentials, heading }: { credentials: readonly Credential[]; heading: string }) {
  const { t, lang } = useI18n();
  const labels = t.landing.about;
  return (
    <section aria-labelledby="about-credentials" data-testid="firm-credentials">
      <h3 id="about-credentials" className={headingClass}>
        {heading}
      </h3>
      <ul className="mt-6 grid gap-4">
        {credentials.map((credential) => (
          <li key={credential.name.es} className="border-b border-stone-300 pb-4 text-ink">
            {credential.url ? (
              <a href={credential.url} className="underline decoration-brass-500 underline-offset-4 hover:text-brass-700">
                {credential.name[lang]}
              </a>
            ) : (
              credential.name[lang]
            )}
            {credential.reference ? (
              <span className="ml-2 text-sm text-ink-muted">{labels.reference(credential.reference)}</span>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

function Press({ press, heading }: { press: readonly PressMention[]; heading: string }) {
  const { format } = useI18n();
  return (
    <section aria-labelledby="about-press" data-testid="firm-press">
      <h3 id="about-press" className={headingClass}>
        {heading}
      </h3>
      <ul className="mt-6 grid gap-4">
        {press.map((mention) => (
          <li key={`${mention.outlet}-${mention.date}`} className="border-b border-stone-300 pb-4">
            <p className="text-xs font-semibold tracking-[0.18em] text-ink uppercase">
              {mention.outlet} · <time dateTime={mention.date}>{format.date(mention.date)}</time>
            </p>
            <p lang={mention.lang} className="mt-1 font-display text-xl text-ink">
              {mention.url ? (
                <a href={mention.url} className="underline decoration-brass-500 underline-offset-4 hover:text-brass-700">
                  {mention.title}
                </a>
              ) : (
                mention.title
              )}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
