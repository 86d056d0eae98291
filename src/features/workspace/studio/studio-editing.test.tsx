// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { seedContent } from '../../../content/seed.ts';
import { asShownInResults, type ContentDocument } from '../../../domain/content/index.ts';
import { AUTOSAVE_DELAY_MS } from './use-autosave.ts';
import {
  API,
  button,
  cases,
  FIRST_SAVE,
  firstCase,
  inLang,
  playStudioApi,
  renderStudio,
  section,
  sent,
  server,
  status,
  STUDIO_TEST_TIMEOUT_MS,
  text,
} from '../../../../tests/support/studio-api.tsx';

/**
 * The studio's editing, against the API's answers at the network boundary (tests/support/studio-api.tsx):
 * typed edits reach the saved draft, a save names the draft it was made on and a publish the save; a
 * heading and the search texts counted, warned of and previewed; the navigator leads to each item.
 */

playStudioApi();

describe('the studio: editing', { timeout: STUDIO_TEST_TIMEOUT_MS }, () => {
  it('saves the typed edits on the draft it read, then publishes that save', async () => {
    await renderStudio();
    fireEvent.change(firstCase().getByLabelText(inLang(text.cases.fields.title, 'en')), {
      target: { value: 'Brand-new penthouse in Almagro' },
    });
    fireEvent.click(firstCase().getByLabelText(text.cases.visible));
    expect(screen.getByText(text.unsaved)).toBeTruthy();

    fireEvent.click(button(text.save));
    await status(text.saved);
    const [save] = sent('PUT', `${API}/draft`);
    expect(save!.headers['If-Match']).toBe(`"${FIRST_SAVE}"`);
    const saved = save!.body as ContentDocument;
    const seed = seedContent();
    expect(saved.cases[0]).toEqual({
      ...seed.cases[0],
      visible: !seed.cases[0]!.visible,
      en: { ...seed.cases[0]!.en, title: 'Brand-new penthouse in Almagro' },
    });
    expect({ ...saved, cases: saved.cases.slice(1) }).toEqual({ ...seed, cases: seed.cases.slice(1) });
    expect(screen.queryByText(text.unsaved)).toBeNull();

    // Nothing unsaved: the publish shows what it changes and who changed it, then names the save just made.
    fireEvent.click(button(text.publish));
    await screen.findByText((content) => content.includes(text.review.by('Marta Equipo')));
    fireEvent.click(button(text.review.confirm));
    await status(text.publishedNow(2));
    expect(sent('PUT', `${API}/draft`)).toHaveLength(1);
    expect(sent('POST', `${API}/publish`).map((c) => c.body)).toEqual([{ draft: server.updatedAt }]);
  });

  it('a restore and the draft it leaves are one step: an edit’s autosave due meanwhile waits, and goes out on no spent tag', async () => {
    const second = {
      number: 2,
      publishedAt: FIRST_SAVE,
      publishedBy: 'marta@firma.es',
      publishedByName: 'Marta',
      restoredFrom: null,
    };
    server.versions = [second, { ...second, number: 1, publishedBy: null, publishedByName: null }];
    let answerRestore!: () => void;
    server.restoreAnswered = new Promise((resolve) => (answerRestore = resolve));
    await renderStudio();
    fireEvent.click(await screen.findByLabelText(text.versions.restoreLabel(1)));
    fireEvent.click(button(text.versions.confirm.go(1)));
    await waitFor(() => expect(sent('POST', `${API}/versions/1/restore`)).toHaveLength(1));

    // The restore is made on the server; before its answer arrives, she types, and her autosave falls due.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      fireEvent.change(firstCase().getByLabelText(inLang(text.cases.fields.title, 'es')), { target: { value: 'Tecleado' } });
      await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS));
    } finally {
      vi.useRealTimers();
    }
    answerRestore();
    await status(text.restoredNow(3, 1, null));
    // Nothing went out on the tag the restore spent (it would be refused, then merged with her own restore):
    // the restored draft is the form's, the edit typed during the restore dropped with the draft it was on.
    expect(sent('PUT', `${API}/draft`)).toEqual([]);
    expect(screen.queryByText(text.merge.done(null))).toBeNull();
    expect(firstCase().getByLabelText<HTMLInputElement>(inLang(text.cases.fields.title, 'es')).value).toBe(
      seedContent().cases[0]!.es.title,
    );
    expect(screen.queryByText(text.unsaved)).toBeNull();
  });

  it('edits a section’s heading and a page’s search texts: warns of a count the cases contradict, counts, previews the result, saves', async () => {
    await renderStudio();
    const words = text.copy.headings;
    const portfolio = within(screen.getByText(words.sections.portfolio, { selector: 'legend' }).closest('fieldset')!);
    const intro = portfolio.getByLabelText(inLang(words.fields.intro, 'es'));
    expect(screen.queryByTestId('count-contradicted')).toBeNull();
    // Thirteen cases are visible: "catorce" contradicts them, {count} never does.
    fireEvent.change(intro, { target: { value: 'Catorce operaciones recientes.' } });
    expect(portfolio.getByTestId('count-contradicted').textContent).toBe(words.countContradicted('14', 13));
    fireEvent.change(intro, { target: { value: '{count} operaciones recientes.' } });
    expect(screen.queryByTestId('count-contradicted')).toBeNull();

    const seo = within(section(text.seo.heading));
    const home = within(seo.getByText(text.seo.pages.home, { selector: 'legend' }).closest('fieldset')!);
    const title = 'Concierge inmobiliario privado en Madrid, con total discreción | Aurea';
    const english = home.getByLabelText(inLang(text.seo.title, 'en'));
    // What the field is described by: its hint (with the advice) and its count.
    const describing = () =>
      english
        .getAttribute('aria-describedby')!
        .split(' ')
        .map((id) => globalThis.document.getElementById(id)?.textContent ?? '')
        .join(' ');
    expect(describing()).not.toContain(text.seo.long);
    fireEvent.change(english, { target: { value: title } });
    expect(describing()).toContain(text.seo.titleCount(title.length, 60));
    expect(describing()).toContain(text.seo.long);
    const [, preview] = home.getAllByTestId('seo-preview');
    expect(preview!.textContent).toContain('Concierge inmobiliario privado en Madrid, con total…');
    expect(preview!.textContent).toContain(asShownInResults(seedContent().seo.home.description.en, 160));

    fireEvent.click(button(text.save));
    await status(text.saved);
    const saved = sent('PUT', `${API}/draft`)[0]!.body as ContentDocument;
    expect(saved.copy.headings.portfolio.intro.es).toBe('{count} operaciones recientes.');
    expect(saved.seo.home.title).toEqual({ es: seedContent().seo.home.title.es, en: title });
  });

  it('edits the calculators’ pages’ and the legal pages’ headings in both languages beside the home’s, and saves them', async () => {
    await renderStudio();
    const words = text.copy.headings;
    const copy = within(section(text.copy.heading));
    expect(copy.getByText(words.pagesHeading, { selector: 'h4' })).toBeTruthy();
    const page = (id: 'calculatorsIndex' | 'valuationCalculator' | 'privacyPolicy') =>
      within(copy.getByText(words.sections[id], { selector: 'legend' }).closest('fieldset')!);
    // Each page shows the fields it has, filled with what the visitor reads today.
    const valuation = page('valuationCalculator');
    const seed = seedContent().copy.headings;
    const title = valuation.getByLabelText(inLang(words.pageFields.title, 'en'));
    expect((title as HTMLInputElement).value).toBe(seed.valuationCalculator.title.en);
    expect(valuation.getByLabelText(inLang(words.pageFields.summary, 'es'))).toBeTruthy();
    expect(page('privacyPolicy').queryByLabelText(inLang(words.pageFields.lead, 'es'))).toBeNull();

    fireEvent.change(title, { target: { value: 'What your Madrid home is worth' } });
    fireEvent.change(valuation.getByLabelText(inLang(words.pageFields.lead, 'es')), {
      target: { value: 'Una horquilla honesta, sin compromiso.' },
    });
    fireEvent.change(page('calculatorsIndex').getByLabelText(inLang(words.pageFields.eyebrow, 'en')), {
      target: { value: 'Private tools' },
    });
    fireEvent.change(page('privacyPolicy').getByLabelText(inLang(words.pageFields.title, 'es')), {
      target: { value: 'Su privacidad' },
    });
    fireEvent.click(button(text.save));
    await status(text.saved);
    const saved = (sent('PUT', `${API}/draft`)[0]!.body as ContentDocument).copy.headings;
    expect(saved.valuationCalculator).toEqual({
      ...seed.valuationCalculator,
      title: { es: seed.valuationCalculator.title.es, en: 'What your Madrid home is worth' },
      lead: { es: 'Una horquilla honesta, sin compromiso.', en: seed.valuationCalculator.lead.en },
    });
    expect(saved.calculatorsIndex.eyebrow.en).toBe('Private tools');
    expect(saved.privacyPolicy.title).toEqual({ es: 'Su privacidad', en: seed.privacyPolicy.title.en });
    expect(saved.portfolio).toEqual(seed.portfolio);
  });

  it('finds an item by a word of either language and leads to it, open and focused; the menu leads to each section', async () => {
    await renderStudio();
    const seed = seedContent();
    const villa = seed.cases.findIndex((c) => c.es.title === 'Villa contemporánea con jardín');
    const search = screen.getByLabelText(text.navigator.search);
    fireEvent.change(search, { target: { value: 'garden contemporary' } });
    await status(text.navigator.found(1));
    const found = button(text.navigator.foundItem(text.navigator.sections.cases, 'Villa contemporánea con jardín'));
    fireEvent.click(found);
    const summary = cases()[villa]!.querySelector('summary')!;
    expect(summary.closest('details')!.open).toBe(true);
    expect(document.activeElement).toBe(summary);
    expect((search as HTMLInputElement).value).toBe('');

    fireEvent.click(button(text.navigator.sections.market));
    expect(document.activeElement).toBe(screen.getByText(text.market.heading, { selector: 'h3' }));
  });
});
