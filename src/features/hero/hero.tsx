import { useRef } from 'react';
import { SectionLink } from '../../components/ui/section-link.tsx';
import { ValuationRequestLink } from '../../components/ui/valuation-request-link.tsx';
import { heroFilmsOf } from '../../content/hero-films.ts';
import { usePublishedContent } from '../../content/published-content.tsx';
import { useI18n } from '../../i18n/index.tsx';
import { filmPlays } from './film.ts';
import { HeroMedia } from './hero-media.tsx';
import { PauseIcon, PlayIcon } from './icons.tsx';
import { useHeroPlayback } from './use-hero-playback.ts';
import { useInSight } from './use-in-sight.ts';

/** The hero's last element, which the first paint waits for. */
const HERO_END_ID = 'hero-end';

const pad = (n: number) => String(n).padStart(2, '0');

/** Full-screen opening: rotating background video, the headline, the valuation call to action. */
export function Hero() {
  const { t, lang } = useI18n();
  const copy = t.shell.hero;
  // The firm's films once it published its own (the studio), else the site's three.
  const published = usePublishedContent();
  const films = heroFilmsOf(published);
  const heading = published.copy.headings.hero;
  const { index, paused, videoAllowed, togglePaused } = useHeroPlayback(films.length);
  const video = films[index] ?? films[0]!;
  const section = useRef<HTMLElement>(null);
  // The film stops while nobody can see it (scrolled away, another tab); the rotation is not affected.
  const sight = useInSight(section, videoAllowed);
  const playing = filmPlays({ paused, ...sight });

  return (
    <section
      ref={section}
      id="hero"
      aria-labelledby="hero-heading"
      data-video-id={video.id}
      data-paused={paused}
      className="relative isolate flex min-h-[100svh] flex-col overflow-hidden bg-ink text-ivory"
    >
      <HeroMedia video={video} playing={playing} videoAllowed={videoAllowed} />
      {/* The first paint waits for the hero's last element (HTML's render-blocking "expect" link): its text is
          centred in the screen's height, so a paint of a part of it (a slow connection, a parser pausing on a busy
          phone) would move it once the rest arrived. A few kilobytes of HTML; the link goes to <head>. */}
      <link rel="expect" href={`#${HERO_END_ID}`} blocking="render" />
      {/* Two scrims keep every line of text at 4.5:1 or more over every frame (tests/e2e/hero-contrast.spec.ts). */}
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-gradient-to-b from-ink/65 via-ink/30 to-ink/85" />
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-gradient-to-r from-ink/80 via-ink/40 to-ink/0" />

      <div className="mx-auto flex w-full max-w-7xl flex-1 flex-col justify-center px-6 pt-header pb-10 sm:px-10">
        <p className="eyebrow text-brass-300">{heading.eyebrow[lang]}</p>
        {/* Not faded in: Chrome ignores full-viewport images for LCP, so the headline is the LCP element. */}
        <h1 id="hero-heading" className="mt-6 max-w-[7.7em] font-display text-display-xl font-light tracking-[-0.01em]">
          {heading.title[lang]}
        </h1>
        <span aria-hidden="true" className="rule-brass mt-8 animate-fade-up [animation-delay:240ms]" />
        <p className="mt-8 max-w-xl animate-fade-up text-lg leading-relaxed text-ivory/85 [animation-delay:300ms] sm:text-xl">
          {heading.lead[lang]}
        </p>
        <div className="mt-10 animate-fade-up [animation-delay:420ms]">
          <ValuationRequestLink>{copy.cta}</ValuationRequestLink>
        </div>
      </div>

      <div className="mx-auto flex w-full max-w-7xl items-end justify-between px-6 pb-8 sm:px-10">
        <SectionLink
          to="portfolio"
          variant="plain"
          className="group flex min-h-11 flex-col items-start gap-3 text-[0.6875rem] font-semibold tracking-[0.32em] text-ivory/80 uppercase hover:text-ivory"
        >
          {copy.scrollCue}
          <span aria-hidden="true" className="relative block h-12 w-px overflow-hidden bg-ivory/20">
            <span className="absolute inset-0 animate-scroll-cue bg-brass-300" />
          </span>
        </SectionLink>
        <div className="flex items-center gap-4">
          <p className="text-xs font-semibold tracking-[0.24em] text-ivory/75 tabular-nums">
            {/* Without scripts no film plays and none follows: neither the counter nor the pause button shows. */}
            <span aria-hidden="true" className="noscript:hidden">
              {pad(index + 1)} / {pad(films.length)}
            </span>
            <span className="sr-only noscript:hidden">{copy.videoCounter(index + 1, films.length)}</span>
            <span className="sr-only">{video.description[lang]}</span>
          </p>
          <button
            type="button"
            onClick={togglePaused}
            aria-label={paused ? copy.resume : copy.pause}
            data-testid="hero-pause"
            className="inline-flex size-11 items-center justify-center rounded-full border border-ivory/40 text-ivory transition-colors hover:border-ivory hover:bg-ivory hover:text-ink noscript:hidden"
          >
            {paused ? <PlayIcon /> : <PauseIcon />}
          </button>
        </div>
      </div>
      <span id={HERO_END_ID} hidden />
    </section>
  );
}
