// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { identityBlock } from '../content/legal/identity.ts';
import { PublishedContentProvider } from '../content/published-content.tsx';
import { seedContent } from '../content/seed.ts';
import type { Identity } from '../domain/content/index.ts';
import AboutSection from '../features/about/about-section.tsx';
import { LegalBlock } from '../features/legal/legal-block.tsx';
import { SiteFooter } from '../features/site-footer/site-footer.tsx';
import { I18nProvider, type Lang } from '../i18n/index.tsx';
import { RouterProvider } from '../lib/router.tsx';
import { headFor, siteUrl } from './head.ts';
import { MESSAGES } from '../i18n/all-messages.ts';

type TrustConfig = Pick<Identity, 'nif' | 'mercantileRegistration' | 'agentRegistration' | 'team' | 'credentials' | 'press'>;

/** The published identity: the seed's until a test publishes more. */
let firm: Identity = seedContent().identity;
/** What the firm fills in (the studio) and publishes before going live. */
function configure(trust: Partial<TrustConfig>) {
  firm = { ...firm, ...trust };
}

afterEach(() => {
  cleanup();
  firm = seedContent().identity;
});

function renderInPage(lang: Lang, children: ReactNode) {
  return render(
    <I18nProvider lang={lang} messages={MESSAGES[lang]}>
      <PublishedContentProvider content={{ ...seedContent(), identity: firm }}>
        <RouterProvider value={{ pathname: '/', search: '', navigate: () => undefined }}>{children}</RouterProvider>
      </PublishedContentProvider>
    </I18nProvider>,
  );
}

const REGISTRY: Pick<TrustConfig, 'nif' | 'mercantileRegistration' | 'agentRegistration'> = {
  nif: 'B87654321',
  mercantileRegistration: { registry: 'Madrid', tomo: '40123', folio: '87', hoja: 'M-712345', inscripcion: '1.ª' },
  agentRegistration: { register: { es: 'Registro de prueba', en: 'Test register' }, number: 'RA-0042' },
};

/** A portrait as the studio's upload makes it: renditions named by their hash, alt text in both languages. */
const rendition = (width: number, n: string) => ({
  width,
  avif: `/media/c/${n.repeat(64)}.avif`,
  webp: `/media/c/${n.repeat(64)}.webp`,
});
const PORTRAIT = {
  width: 1440,
  height: 1080,
  renditions: [rendition(480, 'a'), rendition(960, 'b'), rendition(1440, 'c')],
  alt: { es: 'Lucía Ferrer en el despacho', en: 'Lucía Ferrer at the office' },
};

const PEOPLE: Pick<TrustConfig, 'team' | 'credentials' | 'press'> = {
  team: [
    {
      name: 'Lucía Ferrer',
      role: { es: 'Socia directora', en: 'Managing partner' },
      languages: ['es', 'en', 'fr'],
      portrait: PORTRAIT,
    },
  ],
  credentials: [{ name: { es: 'Miembro de la asociación de prueba', en: 'Member of the test association' }, reference: 'X-77' }],
  press: [
    { outlet: 'Diario de prueba', title: 'Un concierge discreto', lang: 'es', date: '2026-03-01', url: 'https://example.com/a' },
  ],
};

describe('the footer', () => {
  it.each(['es', 'en'] as const)('in %s, dates its copyright from the build (2031 in the unit tests)', (lang) => {
    const { container } = renderInPage(lang, <SiteFooter />);
    expect(container.textContent).toContain(`© 2031 ${firm.legalName}`);
  });

  it('adds the NIF to the copyright line only once it is configured', () => {
    expect(renderInPage('es', <SiteFooter />).container.textContent).not.toContain('NIF');
    cleanup();
    configure({ nif: REGISTRY.nif });
    expect(renderInPage('es', <SiteFooter />).container.textContent).toContain(`NIF ${REGISTRY.nif}`);
  });
});

describe.each(['es', 'en'] as const)('the legal notice in %s', (lang) => {
  const registered =
    lang === 'es'
      ? 'Inscrita en el Registro Mercantil de Madrid, tomo 40123, folio 87, hoja M-712345, inscripción 1.ª'
      : 'Registered in the Companies Register of Madrid (Registro Mercantil), volume (tomo) 40123, folio 87, sheet (hoja) M-712345, entry (inscripción) 1.ª';

  it('publishes no registry data nor NIF row while none is configured, and no excuse in their place', () => {
    const text = renderInPage(lang, <LegalBlock block={identityBlock(firm, lang)} />).container.textContent;
    expect(text).not.toMatch(/Registro Mercantil|tomo|RA-0042|NIF|solicitud|request|Pendiente|Pending/);
  });

  it('publishes the NIF, the Registro Mercantil entry and the agents’ register number once configured', () => {
    configure(REGISTRY);
    const text = renderInPage(lang, <LegalBlock block={identityBlock(firm, lang)} />).container.textContent;
    expect(text).toContain(REGISTRY.nif);
    expect(text).toContain(registered);
    expect(text).toContain(lang === 'es' ? 'Registro de prueba, n.º RA-0042' : 'Test register, no. RA-0042');
  });

  it('gives the JSON-LD describing the firm a tax id only once configured', () => {
    expect(headFor({ id: 'home', lang }, MESSAGES[lang].meta, firm).jsonLd).not.toHaveProperty('taxID');
    configure({ nif: REGISTRY.nif });
    expect(headFor({ id: 'home', lang }, MESSAGES[lang].meta, firm).jsonLd).toHaveProperty('taxID', REGISTRY.nif);
  });
});

describe.each(['es', 'en'] as const)('the firm’s JSON-LD in %s', (lang) => {
  it('lists the team as employees, each with the role in the page’s language and the portrait as an absolute URL', () => {
    configure({ team: [...PEOPLE.team, { name: 'Pablo Ruiz', role: { es: 'Asesor', en: 'Adviser' }, languages: [] }] });
    const jsonLd = headFor({ id: 'home', lang }, MESSAGES[lang].meta, firm).jsonLd;
    expect(jsonLd?.employee).toEqual([
      {
        '@type': 'Person',
        name: 'Lucía Ferrer',
        jobTitle: lang === 'es' ? 'Socia directora' : 'Managing partner',
        knowsLanguage: ['es', 'en', 'fr'],
        image: `${siteUrl()}${PORTRAIT.renditions[2]!.webp}`,
      },
      { '@type': 'Person', name: 'Pablo Ruiz', jobTitle: lang === 'es' ? 'Asesor' : 'Adviser' },
    ]);
    expect(siteUrl()).toMatch(/^https?:\/\/[^/]+$/);
  });
});

describe('the firm’s people, credentials and press', () => {
  const blocks = () => ({
    team: screen.queryByTestId('firm-team'),
    credentials: screen.queryByTestId('firm-credentials'),
    press: screen.queryByTestId('firm-press'),
  });

  it('show nothing while none is configured', () => {
    renderInPage('es', <AboutSection />);
    expect(screen.queryByTestId('firm-trust')).toBeNull();
  });

  it.each(['team', 'credentials', 'press'] as const)('show the %s block alone when only it is filled', (filled) => {
    configure({ [filled]: PEOPLE[filled] });
    renderInPage('es', <AboutSection />);
    for (const [name, block] of Object.entries(blocks())) {
      if (name === filled) expect(block, name).not.toBeNull();
      else expect(block, name).toBeNull();
    }
  });

  it('in Spanish, show each person with role and languages, each credential and each article', () => {
    configure(PEOPLE);
    renderInPage('es', <AboutSection />);
    const team = within(screen.getByRole('region', { name: 'El equipo' }));
    expect(team.getByText('Lucía Ferrer')).toBeTruthy();
    expect(team.getByText('Socia directora')).toBeTruthy();
    expect(team.getByText('español, inglés y francés')).toBeTruthy();
    const portrait = team.getByRole('img', { name: 'Lucía Ferrer en el despacho' });
    expect(portrait.getAttribute('src')).toBe(PORTRAIT.renditions[1]!.webp);
    expect([portrait.getAttribute('width'), portrait.getAttribute('height'), portrait.getAttribute('loading')]).toEqual([
      '1440',
      '1080',
      'lazy',
    ]);
    const sources = [...portrait.parentElement!.querySelectorAll('source')].map((source) => [source.type, source.srcset]);
    expect(sources).toEqual([
      ['image/avif', PORTRAIT.renditions.map((r) => `${r.avif} ${r.width}w`).join(', ')],
      ['image/webp', PORTRAIT.renditions.map((r) => `${r.webp} ${r.width}w`).join(', ')],
    ]);
    const credentials = within(screen.getByRole('region', { name: 'Acreditaciones' }));
    expect(credentials.getByText('Miembro de la asociación de prueba')).toBeTruthy();
    expect(credentials.getByText('Ref. X-77')).toBeTruthy();
    const press = within(screen.getByRole('region', { name: 'En la prensa' }));
    expect(press.getByRole('link', { name: 'Un concierge discreto' }).getAttribute('href')).toBe('https://example.com/a');
    expect(press.getByText('1 de marzo de 2026')).toBeTruthy();
  });

  it('in English, show the same in English', () => {
    configure(PEOPLE);
    renderInPage('en', <AboutSection />);
    const team = within(screen.getByRole('region', { name: 'The team' }));
    expect(team.getByText('Managing partner')).toBeTruthy();
    expect(team.getByRole('img', { name: 'Lucía Ferrer at the office' })).toBeTruthy();
    expect(team.getByText('Spanish, English and French')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Credentials' })).getByText('Member of the test association')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'In the press' })).getByText('1 March 2026')).toBeTruthy();
  });
});
