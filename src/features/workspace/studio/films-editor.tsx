import { defaultHeroFilms } from '../../../content/hero-films.ts';
import type { ContentDocument, HeroFilm } from '../../../domain/content/index.ts';
import { useWorkspaceCopy } from '../use-workspace-copy.ts';
import { entryOf, type Update } from './draft.ts';
import { FilmField } from './film-field.tsx';
import { Section } from './section.tsx';

/** The hero's three film slots: each the site's film until the firm uploads its own. */
export function FilmsEditor({ hero, update }: { hero: ContentDocument['hero']; update: Update<ContentDocument['hero']> }) {
  const text = useWorkspaceCopy().ui.studio.films;
  const films = hero?.films ?? defaultHeroFilms();
  // The films as the draft holds them: the site's three until one is set.
  const updateFilms: Update<HeroFilm[]> = (change) =>
    update((current) => ({ films: change(current?.films ?? defaultHeroFilms()) }));
  return (
    <Section id="studio-films" heading={text.heading} intro={text.intro} item="films">
      {films.map((film, slot) => (
        <FilmField
          key={slot}
          slot={slot}
          film={film}
          update={entryOf(updateFilms, slot)}
          reset={() => entryOf(updateFilms, slot)(() => defaultHeroFilms()[slot] ?? defaultHeroFilms()[0]!)}
          others={films.flatMap((other, at) => (at === slot ? [] : [{ slot: at, webm: other.webm }]))}
        />
      ))}
    </Section>
  );
}
