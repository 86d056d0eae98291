// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeXhr } from '../../../../tests/support/fake-xhr.ts';
import { defaultHeroFilms } from '../../../content/hero-films.ts';
import type { ContentImage, FilmJob, HeroFilm } from '../../../domain/content/index.ts';
import { renderInLanguage } from '../../../../tests/support/render-in-language.tsx';
import { formattersFor } from '../../../i18n/format.ts';
import { WORKSPACE_MESSAGES } from '../../../i18n/workspace.ts';
import { serverData } from '../../../lib/server-data.ts';
import { FilmField } from './film-field.tsx';
import { ImageField } from './image-field.tsx';

/**
 * A studio upload's bytes as they go up, against XMLHttpRequest at the network boundary (the upload's
 * progress events, which happy-dom's own never sends): a labelled bar with the percentage in words in
 * either language, then what the server does with them (the image's crops, the film's check and job),
 * and a cancel that changes nothing.
 */

const API = '/api/staff/content';
const FILE_BYTES = 1_000;
const cut: Omit<ContentImage, 'alt'> = {
  width: 1200,
  height: 900,
  renditions: [{ width: 480, avif: `/media/c/${'1'.repeat(64)}.avif`, webp: `/media/c/${'2'.repeat(64)}.webp` }],
  source: { path: `/media/c/${'3'.repeat(64)}.webp`, width: 2000, height: 1500 },
  focus: { x: 0.5, y: 0.5 },
};
const queued: FilmJob = {
  id: '0b6f3c9e-1d2a-4c5b-8e7f-9a0b1c2d3e4f',
  status: 'queued',
  progress: 0,
  error: null,
  film: null,
  createdAt: '2026-11-28T09:00:00.000Z',
  finishedAt: null,
};

let network: ReturnType<typeof fakeXhr>;
/** The one read an upload leads to: the film's job, still queued. */
const fetchMock = vi.fn<typeof fetch>(async (input) => {
  const found = new URL(String(input), 'http://localhost').pathname === `${API}/films/${queued.id}`;
  return new Response(JSON.stringify(found ? { job: queued } : { error: { code: 'notFound', message: '…' } }), {
    status: found ? 200 : 404,
    headers: { 'Content-Type': 'application/json' },
  });
});

/** A case's photograph slot holding what the field puts in it. */
function CaseSlot({ onImage }: { onImage: (image: ContentImage | undefined) => void }) {
  const [image, setImage] = useState<ContentImage | undefined>();
  return (
    <ImageField
      legend="Fotografía"
      none="Sin fotografía"
      place="case"
      image={image}
      update={(change) =>
        setImage((current) => {
          const next = change(current);
          onImage(next);
          return next;
        })
      }
      name="cases.0.image"
      alsoNamed="cases.atico.image"
    />
  );
}

function FilmSlot() {
  const [film, setFilm] = useState<HeroFilm>(defaultHeroFilms()[0]!);
  return (
    <FilmField
      slot={0}
      film={film}
      update={(change) => setFilm(change)}
      reset={() => setFilm(defaultHeroFilms()[0]!)}
      others={[]}
    />
  );
}

const photo = () => new File([new Uint8Array(FILE_BYTES)], 'salon.jpg', { type: 'image/jpeg' });
const pick = (input: HTMLElement, file: File) => fireEvent.change(input, { target: { files: [file] } });
/** The upload's request, once sent. */
const sentRequest = async () => {
  await waitFor(() => expect(network.requests).toHaveLength(1));
  return network.requests[0]!;
};
/** The upload's bytes moved to `sent`. */
const sendUpTo = async (sent: number) => {
  const request = await sentRequest();
  act(() => request.progress(sent));
};
/** The field's own polite status (the library's chooser has one too). */
const status = () => document.querySelector('fieldset > [role="status"]')!.textContent;
/** What the bar says beside it. */
const words = (bar: HTMLElement) => bar.parentElement!.textContent;

beforeEach(() => {
  serverData.clear();
  network = fakeXhr();
  vi.stubGlobal('XMLHttpRequest', network.XMLHttpRequest);
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('an image’s upload', () => {
  for (const lang of ['es', 'en'] as const) {
    const text = WORKSPACE_MESSAGES[lang].ui.studio;
    const percent = (value: number) => text.upload.sending(formattersFor(lang).percent(value, 0));

    it(`shows its bytes going up in a labelled bar, then the crops being made, then the image (${lang})`, async () => {
      let placed: ContentImage | undefined;
      renderInLanguage(lang, <CaseSlot onImage={(image) => (placed = image)} />);
      const input = screen.getByLabelText(text.image.choose);
      pick(input, photo());

      const bar = await screen.findByRole('progressbar', { name: text.upload.imageLabel });
      expect(bar.tagName).toBe('PROGRESS');
      expect(bar.getAttribute('max')).toBe('100');
      expect((bar as HTMLProgressElement).value).toBe(0);
      expect(words(bar)).toContain(percent(0));
      expect(input).toHaveProperty('disabled', true);
      const request = await sentRequest();
      expect([request.request.method, request.request.path, request.request.search]).toEqual([
        'POST',
        `${API}/images`,
        '?place=case',
      ]);
      expect(request.request.headers['Accept-Language']).toBe(lang);

      await sendUpTo(420);
      expect((bar as HTMLProgressElement).value).toBe(42);
      expect(words(bar)).toContain(percent(42));
      expect(status()).toBe('');

      // Every byte out: the bar gives way to what the server is doing until it answers.
      await sendUpTo(FILE_BYTES);
      expect(screen.queryByRole('progressbar')).toBeNull();
      expect(status()).toBe(text.image.uploading);

      act(() => request.respond(201, { image: cut }));
      await waitFor(() => expect(status()).toBe(text.image.uploaded));
      expect(placed).toEqual({ ...cut, alt: { es: '', en: '' } });
      expect(screen.getByLabelText(text.image.replace)).toHaveProperty('disabled', false);
    });
  }

  it('is cancelled while its bytes go up: the request aborted, nothing placed, said in words, the picker free again and focused', async () => {
    const text = WORKSPACE_MESSAGES.es.ui.studio;
    let placed: ContentImage | undefined;
    renderInLanguage('es', <CaseSlot onImage={(image) => (placed = image)} />);
    pick(screen.getByLabelText(text.image.choose), photo());
    await sendUpTo(300);
    fireEvent.click(await screen.findByRole('button', { name: text.upload.cancel }));

    await waitFor(() => expect(status()).toBe(text.upload.cancelled));
    expect(network.requests[0]!.aborted).toBe(true);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(placed).toBeUndefined();
    expect(screen.getByLabelText(text.image.choose)).toHaveProperty('disabled', false);
    expect(screen.getByLabelText(text.image.choose).getAttribute('aria-invalid')).toBeNull();
    // The cancel button went with the bar: the focus is back on the picker, not lost to the page.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(text.image.choose)));
  });

  it('says the server’s refusal once its bytes are up, the bar gone', async () => {
    const { ui, errors } = WORKSPACE_MESSAGES.es;
    renderInLanguage('es', <CaseSlot onImage={() => undefined} />);
    pick(screen.getByLabelText(ui.studio.image.choose), photo());
    await sendUpTo(FILE_BYTES);
    act(() => network.requests[0]!.respond(415, { error: { code: 'imageTypeInvalid', message: '…' } }));
    await screen.findByText(errors.imageTypeInvalid);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(status()).toBe('');
  });
});

describe('a film’s upload', () => {
  it('shows its bytes going up, then its check, then the job’s own progress', async () => {
    const text = WORKSPACE_MESSAGES.en.ui.studio;
    renderInLanguage('en', <FilmSlot />);
    const slot = within(screen.getByText(text.films.slotLegend(1), { selector: 'legend' }).closest('fieldset')!);
    pick(slot.getByLabelText(text.films.choose), new File([new Uint8Array(FILE_BYTES)], 'patio.mp4', { type: 'video/mp4' }));

    const bar = await slot.findByRole('progressbar', { name: text.upload.filmLabel });
    await sendUpTo(670);
    expect((bar as HTMLProgressElement).value).toBe(67);
    expect(words(bar)).toContain(text.upload.sending('67%'));
    expect(slot.queryByRole('progressbar', { name: text.films.progressLabel })).toBeNull();
    expect(network.requests[0]!.request.search).toBe('?slot=0');

    await sendUpTo(FILE_BYTES);
    expect(slot.queryByRole('progressbar', { name: text.upload.filmLabel })).toBeNull();
    expect(status()).toBe(text.films.checking);

    act(() => network.requests[0]!.respond(202, { job: queued }));
    await waitFor(() => expect(status()).toBe(text.films.queued));
    expect(slot.getByRole('progressbar', { name: text.films.progressLabel })).toBeTruthy();
  });
});
