// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultHeroFilms } from '../../../content/hero-films.ts';
import type { ContentImage, HeroFilm, LibraryItem, MediaUsage } from '../../../domain/content/index.ts';
import { renderInLanguage } from '../../../../tests/support/render-in-language.tsx';
import { WORKSPACE_MESSAGES } from '../../../i18n/workspace.ts';
import { serverData } from '../../../lib/server-data.ts';
import { FilmField } from './film-field.tsx';
import { ImageField } from './image-field.tsx';
import { MediaLibrary } from './media-library.tsx';

/**
 * The media library in the studio (ADR 0058) against the API's answers at the network boundary (the API
 * itself is tested on real databases, server/studio/media-library.integration.test.ts): a slot's
 * "choose from the library" dialog, and the library's refusal to remove an upload said in words.
 */

const API = '/api/staff/content';
const hash = (c: string) => c.repeat(64);
const path = (c: string, ext: string) => `/media/c/${hash(c)}.${ext}`;
const NOBODY: MediaUsage = { draft: [], published: [], scheduled: false, versions: [], keptDrafts: [] };

const photo: LibraryItem = {
  id: hash('a'),
  kind: 'image',
  path: path('a', 'webp'),
  thumbnail: path('b', 'webp'),
  width: 2000,
  height: 1500,
  bytes: 1_572_864,
  uploadedAt: '2026-11-28T09:00:00.000Z',
  uploadedBy: 'Lucía Ferrer',
  film: null,
  usage: { ...NOBODY, draft: [{ kind: 'case', id: 'atico-almagro', name: 'Ático en Almagro' }], versions: [3] },
};
const film: LibraryItem = {
  ...photo,
  id: hash('c'),
  kind: 'film',
  path: path('c', 'webm'),
  thumbnail: path('d', 'webp'),
  width: 1280,
  height: 720,
  film: {
    width: 1280,
    height: 720,
    durationS: 8,
    webm: path('c', 'webm'),
    mp4: path('e', 'mp4'),
    poster: { width: 1280, height: 720, renditions: [{ width: 480, avif: path('f', 'avif'), webp: path('d', 'webp') }] },
  },
  usage: NOBODY,
};
const cut: Omit<ContentImage, 'alt'> = {
  width: 1080,
  height: 1440,
  renditions: [{ width: 480, avif: path('1', 'avif'), webp: path('2', 'webp') }],
  source: { path: photo.path, width: 2000, height: 1500 },
  focus: { x: 0.5, y: 0.5 },
};

type Call = { method: string; path: string; body: unknown };
let calls: Call[] = [];

const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
  const url = new URL(String(input), 'http://localhost');
  const call = {
    method: init?.method ?? 'GET',
    path: url.pathname,
    body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
  };
  calls.push(call);
  const [status, body] =
    call.method === 'GET' && call.path === `${API}/media`
      ? [200, { items: [photo, film] }]
      : call.method === 'POST' && call.path === `${API}/images/crop`
        ? [201, { image: cut }]
        : call.method === 'DELETE' && call.path === `${API}/media/${photo.id}`
          ? [409, { error: { code: 'mediaInUse', message: '…', fields: { draft: 'mediaInUse', 'versions.3': 'mediaInUse' } } }]
          : [404, { error: { code: 'notFound', message: '…' } }];
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
});

/** A portrait slot holding what the field puts in it, its alt text already written. */
function PortraitSlot({ onImage }: { onImage: (image: ContentImage | undefined) => void }) {
  const [image, setImage] = useState<ContentImage | undefined>();
  return (
    <ImageField
      legend="Retrato"
      none="Sin retrato"
      place="portrait"
      image={image}
      update={(change) =>
        setImage((current) => {
          const next = change(current ?? { ...cut, renditions: [], alt: { es: 'Lucía', en: 'Lucía' } });
          onImage(next);
          return next;
        })
      }
      name="identity.team.0.portrait"
      alsoNamed="identity.team.0.portrait"
    />
  );
}

beforeEach(() => {
  calls = [];
  serverData.clear();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('choose from the library', () => {
  for (const lang of ['es', 'en'] as const) {
    const text = WORKSPACE_MESSAGES[lang].ui.studio.library;
    it(`opens a modal dialog of the library’s images and cuts the chosen one for the slot’s place (${lang})`, async () => {
      let placed: ContentImage | undefined;
      renderInLanguage(lang, <PortraitSlot onImage={(image) => (placed = image)} />);
      const opener = screen.getByRole('button', { name: text.choose });
      expect(opener.getAttribute('aria-haspopup')).toBe('dialog');
      fireEvent.click(opener);

      const dialog = await screen.findByRole('dialog', { name: text.dialog.image });
      expect((dialog as HTMLDialogElement).open).toBe(true);
      expect(dialog.getAttribute('aria-describedby')).toBe(within(dialog).getByText(text.dialog.intro.image).id);
      // Images only, each one button naming it, with where it is used.
      const choices = await within(dialog).findAllByRole('button', { name: /^(Usar|Use): / });
      expect(choices).toHaveLength(1);
      expect(choices[0]!.textContent).toContain(
        lang === 'es' ? 'En el borrador: Caso «Ático en Almagro»' : 'In the draft: Case “Ático en Almagro”',
      );
      expect(choices[0]!.textContent).toContain(lang === 'es' ? '2000 × 1500 píxeles · 1,5 MB' : '2000 × 1500 pixels · 1.5 MB');

      fireEvent.click(choices[0]!);
      await screen.findByText(text.picked, { selector: '[role="status"]' });
      expect((dialog as HTMLDialogElement).open).toBe(false);
      // Cut from its source for a portrait, around its centre; the alt text written stays.
      expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
        { source: photo.path, place: 'portrait', focus: { x: 0.5, y: 0.5 } },
      ]);
      expect(placed).toEqual({ ...cut, alt: { es: 'Lucía', en: 'Lucía' } });
    });
  }

  it('closes on its Close button without choosing anything', async () => {
    const text = WORKSPACE_MESSAGES.es.ui.studio.library;
    renderInLanguage('es', <PortraitSlot onImage={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: text.choose }));
    const dialog = await screen.findByRole('dialog', { name: text.dialog.image });
    await within(dialog).findAllByRole('button', { name: /^Usar: / });
    fireEvent.click(within(dialog).getByRole('button', { name: text.dialog.close }));
    await waitFor(() => expect((dialog as HTMLDialogElement).open).toBe(false));
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });
});

describe('a film slot’s choice from the library', () => {
  for (const lang of ['es', 'en'] as const) {
    const text = WORKSPACE_MESSAGES[lang].ui.studio.library;
    it(`lists a film already in another slot with where it is, and does not offer it (${lang})`, async () => {
      const placed: HeroFilm[] = [];
      renderInLanguage(
        lang,
        <FilmField
          slot={0}
          film={defaultHeroFilms()[0]!}
          update={(change) => placed.push(change(defaultHeroFilms()[0]!))}
          reset={() => undefined}
          others={[
            { slot: 1, webm: film.film!.webm },
            { slot: 2, webm: defaultHeroFilms()[2]!.webm },
          ]}
        />,
      );
      fireEvent.click(screen.getByRole('button', { name: text.choose }));
      const dialog = await screen.findByRole('dialog', { name: text.dialog.film });
      const [choice] = await within(dialog).findAllByRole('button', { name: /^(Usar|Use): / });
      expect(choice!.textContent).toContain(text.dialog.inSlot(2));
      expect((choice as HTMLButtonElement).disabled).toBe(true);
      fireEvent.click(choice!);
      expect(placed).toEqual([]);
      expect((dialog as HTMLDialogElement).open).toBe(true);
    });
  }
});

describe('the library section', () => {
  it('lists each upload with its size, author and uses, and says in words what keeps one it refuses to remove', async () => {
    const text = WORKSPACE_MESSAGES.es.ui.studio.library;
    renderInLanguage('es', <MediaLibrary />);
    const items = await screen.findAllByTestId('media-item');
    expect(items).toHaveLength(2);
    const first = within(items[0]!);
    expect(items[0]!.textContent).toContain('por Lucía Ferrer.');
    first.getByText('En el borrador: Caso «Ático en Almagro»');
    first.getByText('También la conserva: la versión 3');
    within(items[1]!).getByText(text.nowhere);

    fireEvent.click(first.getByRole('button', { name: /^Eliminar: Imagen subida/ }));
    fireEvent.click(first.getByRole('button', { name: text.confirmYes }));
    await screen.findByText('No se puede eliminar: la usa el borrador y la versión 3.', { selector: '[role="alert"]' });
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([`${API}/media/${photo.id}`]);
  });
});
