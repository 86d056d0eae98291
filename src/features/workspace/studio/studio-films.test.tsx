// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { defaultHeroFilms } from '../../../content/hero-films.ts';
import type { ContentDocument, FilmJob } from '../../../domain/content/index.ts';
import { FILM_POLL_MS } from '../api/studio.ts';
import {
  API,
  button,
  errors,
  FIRST_SAVE,
  HASH,
  inLang,
  playStudioApi,
  renderStudio,
  sent,
  server,
  status,
  STUDIO_TEST_TIMEOUT_MS,
  text,
} from '../../../../tests/support/studio-api.tsx';

/**
 * The studio's films, against the API's answers at the network boundary (tests/support/studio-api.tsx,
 * uploads through XMLHttpRequest): a film's job read until it ends, its failure said, its film then in its
 * slot and saved with its still's words.
 */

playStudioApi();

describe('the studio’s films', { timeout: STUDIO_TEST_TIMEOUT_MS }, () => {
  it('reads a film’s job every second until it ends: a failure said, a made film put in its slot; then reads it no more', async () => {
    const poster = {
      width: 1280,
      height: 720,
      renditions: [{ width: 640, avif: `/media/c/${HASH}.avif`, webp: `/media/c/${HASH}.webp` }],
    };
    const film = { width: 1280, height: 720, durationS: 4, webm: `/media/c/${HASH}.webm`, mp4: `/media/c/${HASH}.mp4`, poster };
    const job = (id: string, status: FilmJob['status'], progress: number): FilmJob => ({
      id,
      status,
      progress,
      error: status === 'failed' ? 'filmTranscodeFailed' : null,
      film: status === 'done' ? film : null,
      createdAt: FIRST_SAVE,
      finishedAt: null,
    });
    const [failing, making] = ['0b6f3c9e-1d2a-4c5b-8e7f-9a0b1c2d3e4f', '1c7a4d0f-2e3b-4d6c-9f80-ab1c2d3e4f50'];
    server.filmJobs = [
      [job(failing, 'queued', 0), job(failing, 'failed', 0)],
      [job(making, 'queued', 0), job(making, 'running', 40), job(making, 'done', 100)],
    ];
    const reads = (id: string) => sent('GET', `${API}/films/${id}`).length;
    const aWhile = () => act(() => new Promise((resolve) => setTimeout(resolve, FILM_POLL_MS * 1.5)));
    await renderStudio();
    const slot = within(screen.getByText(text.films.slotLegend(2), { selector: 'legend' }).closest('fieldset')!);
    const upload = () => slot.getByLabelText(text.films.choose);
    const pick = () =>
      fireEvent.change(upload(), { target: { files: [new File([new Uint8Array(64)], 'patio.mp4', { type: 'video/mp4' })] } });

    // A job that fails: the reason read with the field, and the job read no more.
    pick();
    await waitFor(() => expect(upload().getAttribute('aria-invalid')).toBe('true'));
    expect(slot.getByText(errors.filmTranscodeFailed)).toBeTruthy();
    expect(reads(failing)).toBe(1);
    await aWhile();
    expect(reads(failing)).toBe(1);

    pick();
    await slot.findByText(text.films.queued);
    expect(slot.getByLabelText(text.films.progressLabel).tagName).toBe('PROGRESS');
    await slot.findByText(text.films.converting(40));
    await slot.findByText(text.films.done);
    expect(reads(making)).toBe(2);
    expect(slot.queryByLabelText(text.films.progressLabel)).toBeNull();
    await aWhile();
    expect(reads(making)).toBe(2);

    // The made film is the slot's: its still's words are written and saved with it.
    fireEvent.change(slot.getByLabelText(inLang(text.films.posterAlt, 'es')), { target: { value: 'Carta de ajuste' } });
    fireEvent.click(button(text.save));
    await status(text.saved);
    const saved = sent('PUT', `${API}/draft`)[0]!.body as ContentDocument;
    expect(saved.hero?.films[1]).toMatchObject({
      id: 'film-ab12ab12ab12',
      webm: film.webm,
      poster: { alt: { es: 'Carta de ajuste', en: '' } },
    });
    expect(saved.hero?.films[0]).toEqual(defaultHeroFilms()[0]);
  });
});
