import { describe, expect, it } from 'vitest';
import { defaultHeroFilms } from '../../../content/hero-films.ts';
import { seedContent } from '../../../content/seed.ts';
import { missingTranslations } from '../../../domain/content/index.ts';
import { WORKSPACE_MESSAGES } from '../../../i18n/workspace.ts';
import type { WorkspaceCopy } from '../use-workspace-copy.ts';
import { describeField } from './describe-field.ts';

/** What `describeField` reads of the workspace's copy: its language and texts. */
const copyIn = (lang: 'es' | 'en') => ({ lang, ui: WORKSPACE_MESSAGES[lang].ui }) as unknown as WorkspaceCopy;

describe('a refused field in words', () => {
  it('names the copy blocks, the team, credentials, press and registries as the studio shows them', () => {
    const document = seedContent();
    document.copy.about.pillars[1]!.en.text = '';
    document.copy.concierge.intro.es = '';
    document.copy.about.figures[1]!.value.en = '';
    document.identity.team = [{ name: 'Marta Ibáñez', role: { es: 'Directora', en: '' }, languages: [] }];
    document.identity.credentials = [{ name: { es: '', en: 'API member' } }];
    document.identity.agentRegistration = { register: { es: 'Registro de agentes', en: '' }, number: '1' };
    const words = missingTranslations(document).map((path) => describeField(path, document, copyIn('en')));
    expect(words).toEqual([
      'Register of estate agents — Name of the register (English)',
      'Team: Marta Ibáñez — Role (English)',
      'Credentials: API member — Name (Spanish)',
      'About us — Pillars: Maximum discretion — Text (English)',
      'About us — Figures: Years each partner has worked in Madrid property — Figure (English)',
      'Concierge service — Introduction (Spanish)',
    ]);
    expect(describeField('identity.press.0.date', document, copyIn('es'))).toBe('Prensa: 1 — Fecha de publicación');
    expect(describeField('identity.mercantileRegistration.tomo', document, copyIn('es'))).toBe(
      'Inscripción en el Registro Mercantil — Tomo',
    );
  });

  it('names the other pages’ headings by their page and field, as the studio groups them', () => {
    const document = seedContent();
    document.copy.headings.legalNotice.title.en = '';
    document.copy.headings.valuationCalculator.title.es = '';
    document.copy.headings.portfolio.title.es = '';
    expect(missingTranslations(document).map((path) => describeField(path, document, copyIn('es')))).toEqual([
      'Títulos e introducciones de las secciones: Casos de éxito — Título de la sección (español)',
      'Títulos de las otras páginas: Calculadora de valoración — Título de la página (español)',
      'Títulos de las otras páginas: Aviso legal — Título de la página (inglés)',
    ]);
    expect(describeField('copy.headings.investmentCalculator.summary.en', document, copyIn('en'))).toBe(
      'Other pages’ titles: Investment calculator — Line in the lists of calculators (English)',
    );
  });

  it('names a team member’s portrait’s alt text by the person', () => {
    const document = seedContent();
    const renditions = [{ width: 480, avif: `/media/c/${'a'.repeat(64)}.avif`, webp: `/media/c/${'a'.repeat(64)}.webp` }];
    document.identity.team = [
      {
        name: 'Marta Ibáñez',
        role: { es: 'Directora', en: 'Director' },
        languages: [],
        portrait: { width: 480, height: 360, renditions, alt: { es: 'Marta Ibáñez en su despacho', en: '' } },
      },
    ];
    expect(missingTranslations(document).map((path) => describeField(path, document, copyIn('en')))).toEqual([
      'Team: Marta Ibáñez — Portrait: Alt text (English)',
    ]);
    expect(describeField('identity.team.0.portrait.renditions.0.avif', document, copyIn('es'))).toBe(
      'Equipo: Marta Ibáñez — Retrato',
    );
  });

  it('names a hero film’s still and description by its slot', () => {
    const document = seedContent();
    const [first, second, third] = defaultHeroFilms();
    const mine = { ...second!, id: 'mi-pelicula', poster: { ...second!.poster, alt: { es: 'Patio', en: '' } } };
    mine.description = { es: '', en: 'A courtyard' };
    document.hero = { films: [first!, mine, third!] };
    expect(missingTranslations(document).map((path) => describeField(path, document, copyIn('es')))).toEqual([
      'Película 2 de la portada — Texto alternativo de la imagen fija (inglés)',
      'Película 2 de la portada — Descripción de la película (español)',
    ]);
  });
});
