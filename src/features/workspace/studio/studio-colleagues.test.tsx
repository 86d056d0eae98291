// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { seedContent } from '../../../content/seed.ts';
import type { ContentDocument } from '../../../domain/content/index.ts';
import {
  API,
  button,
  cases,
  errors,
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
  ui,
} from '../../../../tests/support/studio-api.tsx';

/**
 * The studio beside a colleague, against the API's answers at the network boundary
 * (tests/support/studio-api.tsx): a colleague's save merged or asked about item by item, a refused save
 * offered afresh, and who else is in the studio, and where.
 */

playStudioApi();

describe('the studio beside a colleague', { timeout: STUDIO_TEST_TIMEOUT_MS }, () => {
  it('merges a colleague’s save with hers when they changed different cases, and saves both on their save', async () => {
    await renderStudio();
    fireEvent.change(firstCase().getByLabelText(inLang(text.cases.fields.title, 'es')), { target: { value: 'Mío' } });
    // Lucía saves another case first.
    const [first, second, ...rest] = server.document.cases;
    server.document = { ...server.document, cases: [first!, { ...second!, es: { ...second!.es, title: 'Suyo' } }, ...rest] };
    server.updatedAt = '2026-11-28T09:30:00.000Z';
    server.updatedBy = 'Lucía';
    fireEvent.click(button(text.save));
    await status(text.merge.done('Lucía'));
    const [refused, merged] = sent('PUT', `${API}/draft`);
    expect(refused!.headers['If-Match']).toBe(`"${FIRST_SAVE}"`);
    expect(merged!.headers['If-Match']).toBe('"2026-11-28T09:30:00.000Z"');
    expect((merged!.body as ContentDocument).cases.slice(0, 2).map((c) => c.es.title)).toEqual(['Mío', 'Suyo']);
    expect(cases()[1]!.textContent).toContain('Suyo');
    await waitFor(() => expect(screen.getByTestId('draft-status').textContent).toContain(text.merge.done('Lucía')));
    expect(screen.queryByText(text.unsaved)).toBeNull();
  });

  it('says who else is in the studio and which case or part they have open, and tells the server the one she goes into', async () => {
    const seed = seedContent();
    server.present = [
      { name: 'Ana', item: 'copy:copy', seenAt: FIRST_SAVE },
      { name: 'Lucía', item: `case:${seed.cases[0]!.id}`, seenAt: FIRST_SAVE },
    ];
    await renderStudio();
    expect((await screen.findByTestId('studio-presence')).textContent).toBe(text.presence.others('Ana y Lucía'));
    // A part edited whole (the home's texts): said under its heading, and nowhere else.
    expect(within(section(text.copy.heading)).getByTestId('presence-note').textContent).toBe(
      text.presence.editing('Ana', false, text.presence.editingWhat.copy),
    );
    expect(within(section(text.market.heading)).queryByTestId('presence-note')).toBeNull();
    expect(within(cases()[0] as HTMLElement).getByTestId('presence-note').textContent).toBe(
      text.presence.editing('Lucía', false, text.presence.editingWhat.case),
    );
    expect(within(cases()[1] as HTMLElement).queryByTestId('presence-note')).toBeNull();
    expect(sent('PUT', `${API}/presence`)[0]!.body).toEqual({ item: null });
    // A soft lock: her case stays editable; going into another case tells the server.
    fireEvent.focus(within(cases()[1] as HTMLElement).getByLabelText(inLang(text.cases.fields.title, 'es')));
    await waitFor(() => expect(sent('PUT', `${API}/presence`).at(-1)!.body).toEqual({ item: `case:${seed.cases[1]!.id}` }));
    // Going into a part names the part.
    fireEvent.focus(within(section(text.market.heading)).getByLabelText(text.market.asOf));
    await waitFor(() => expect(sent('PUT', `${API}/presence`).at(-1)!.body).toEqual({ item: 'market:market' }));
  });

  it('asks, item by item, about a case both changed, and saves what she chose on their save', async () => {
    await renderStudio();
    fireEvent.change(firstCase().getByLabelText(inLang(text.cases.fields.title, 'es')), { target: { value: 'Mío' } });
    const [first, ...rest] = server.document.cases;
    server.document = { ...server.document, cases: [{ ...first!, es: { ...first!.es, title: 'Suyo' } }, ...rest] };
    server.updatedAt = '2026-11-28T09:30:00.000Z';
    server.updatedBy = 'Lucía';
    fireEvent.click(button(text.save));
    const conflicts = within(await screen.findByTestId('merge-conflicts'));
    expect(screen.getByTestId('draft-status').textContent).toBe(text.merge.pending('Lucía'));
    const item = text.review.item(ui.audit.details.items.case, 'Mío');
    expect(conflicts.getByText(item, { selector: 'legend' })).toBeTruthy();
    // Nothing chosen: she is told, and nothing is saved.
    fireEvent.click(conflicts.getByText(text.merge.settle, { selector: 'button' }));
    expect(conflicts.getByText(text.merge.unsettled)).toBeTruthy();
    expect(sent('PUT', `${API}/draft`)).toHaveLength(1);

    fireEvent.click(conflicts.getByLabelText(text.merge.takeTheirs('Lucía')));
    fireEvent.click(conflicts.getByText(text.merge.settle, { selector: 'button' }));
    await status(text.merge.done('Lucía'));
    await waitFor(() =>
      expect(firstCase().getByLabelText(inLang(text.cases.fields.title, 'es'))).toHaveProperty('value', 'Suyo'),
    );
    expect(screen.queryByTestId('merge-conflicts')).toBeNull();
    // Theirs taken whole: nothing of hers left to save.
    expect(sent('PUT', `${API}/draft`)).toHaveLength(1);
  });

  it('says a refused save that cannot be merged, and edits from the draft read afresh when asked', async () => {
    await renderStudio();
    fireEvent.change(firstCase().getByLabelText(inLang(text.cases.fields.title, 'es')), { target: { value: 'Mío' } });
    server.refuseSave = 'draftChanged';
    server.updatedAt = '2026-11-28T09:30:00.000Z';
    fireEvent.click(button(text.save));
    expect((await screen.findByText(errors.draftChanged, { selector: '[role="alert"]' })).textContent).toBe(errors.draftChanged);
    server.refuseSave = undefined;
    fireEvent.click(button(text.reload));
    await waitFor(() =>
      expect(firstCase().getByLabelText(inLang(text.cases.fields.title, 'es'))).not.toHaveProperty('value', 'Mío'),
    );
    expect(screen.queryByText(text.unsaved)).toBeNull();
    fireEvent.change(firstCase().getByLabelText(inLang(text.cases.fields.title, 'es')), { target: { value: 'Nuestro' } });
    fireEvent.click(button(text.save));
    await status(text.saved);
    expect(sent('PUT', `${API}/draft`).at(-1)!.headers['If-Match']).toBe('"2026-11-28T09:30:00.000Z"');
  });
});
