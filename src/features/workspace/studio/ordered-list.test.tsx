// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { seedContent } from '../../../content/seed.ts';
import type { Credential, ZoneEntry } from '../../../domain/content/index.ts';
import { MESSAGES } from '../../../i18n/all-messages.ts';
import { I18nProvider } from '../../../i18n/index.tsx';
import type { Lang } from '../../../i18n/languages.ts';
import { WORKSPACE_MESSAGES } from '../../../i18n/workspace.ts';
import { CredentialsEditor } from './credentials-editor.tsx';
import { ZonesEditor } from './zones-editor.tsx';

/**
 * An ordered list of the studio (ordered-list.tsx, use-list-order.ts) as she uses it, through the
 * credentials' editor: entries moved by their buttons (the focus kept on the button pressed, or on the
 * entry's bar at either end) and dragged by their bars, the new place said aloud, and an open entry
 * staying open with its entry (not with its place) when it moves or an entry before it is removed.
 */

const credential = (es: string, en = es): Credential => ({ name: { es, en } });
const INITIAL = [credential('AICAT'), credential('RICS'), credential('API Madrid')];

/** The credentials as the studio holds them, and what the page shows. */
function Credentials({ initial }: { initial: Credential[] }) {
  const [credentials, setCredentials] = useState(initial);
  return <CredentialsEditor credentials={credentials} update={(change) => setCredentials(change)} />;
}

/** The zones as the studio holds them: entries with ids of their own. */
function Zones() {
  const [zones, setZones] = useState<ZoneEntry[]>(() => seedContent().zones);
  return <ZonesEditor zones={zones} update={(change) => setZones(change)} />;
}

function renderList(lang: Lang, initial = INITIAL, list: 'credentials' | 'zones' = 'credentials') {
  render(
    <I18nProvider lang={lang} messages={MESSAGES[lang]}>
      {list === 'zones' ? <Zones /> : <Credentials initial={initial} />}
    </I18nProvider>,
  );
  const studio = WORKSPACE_MESSAGES[lang].ui.studio;
  const entries = () => screen.getAllByTestId('studio-entry');
  const entry = (name: string) => entries().find((li) => li.querySelector('summary')!.textContent!.includes(name))!;
  return {
    studio,
    /** The names on the bars, in the page's order. */
    names: () => entries().map((li) => li.querySelector('summary span.font-semibold')!.textContent),
    entry,
    bar: (name: string) => entry(name).querySelector('summary')!,
    isOpen: (name: string) => entry(name).querySelector('details')!.open,
    /** Opens an entry as a click on its bar does (the browser toggles `open`, then says so). */
    open: (name: string) => {
      const details = entry(name).querySelector('details')!;
      details.open = true;
      fireEvent(details, new Event('toggle'));
    },
    press: (name: string, label: string) => fireEvent.click(within(entry(name)).getByText(label, { selector: 'button' })),
    /** What the list's live region says. */
    announced: () => screen.getByTestId('order-announcement').textContent,
  };
}

/** A drag as the browser carries it: data by type, and the types it holds. */
function dataTransfer() {
  const data = new Map<string, string>();
  return {
    effectAllowed: 'none',
    dropEffect: 'none',
    get types() {
      return [...data.keys()];
    },
    setData: (type: string, value: string) => void data.set(type, value),
    getData: (type: string) => data.get(type) ?? '',
  };
}

afterEach(cleanup);

describe('an ordered list of the studio', () => {
  it('moves an entry by its buttons: it stays open, the focus with it, its new place said', () => {
    const list = renderList('es');
    const { order } = list.studio;
    expect(list.names()).toEqual(['AICAT', 'RICS', 'API Madrid']);
    list.open('API Madrid');

    list.press('API Madrid', order.first);
    expect(list.names()).toEqual(['API Madrid', 'AICAT', 'RICS']);
    expect(list.isOpen('API Madrid')).toBe(true);
    expect(list.isOpen('RICS')).toBe(false);
    // Its first-place button is off now: the focus is on its bar.
    expect(document.activeElement).toBe(list.bar('API Madrid'));
    expect(list.announced()).toBe(order.moved('API Madrid', 1, 3));

    list.press('API Madrid', order.down);
    expect(list.names()).toEqual(['AICAT', 'API Madrid', 'RICS']);
    expect(list.isOpen('API Madrid')).toBe(true);
    expect(list.isOpen('AICAT')).toBe(false);
    expect(document.activeElement).toBe(within(list.entry('API Madrid')).getByText(order.down, { selector: 'button' }));
    expect(list.announced()).toBe(order.moved('API Madrid', 2, 3));

    list.press('API Madrid', order.up);
    expect(list.names()).toEqual(['API Madrid', 'AICAT', 'RICS']);
    expect(list.announced()).toBe(order.moved('API Madrid', 1, 3));
  });

  it('moves an entry dragged by its bar onto another’s place, and nothing else dropped there', () => {
    const list = renderList('en', [credential('AICAT'), credential('RICS'), credential('API Madrid', 'API Madrid (en)')]);
    list.open('API Madrid (en)');
    const drag = dataTransfer();
    fireEvent.dragStart(list.bar('API Madrid (en)'), { dataTransfer: drag });
    expect(list.entry('API Madrid (en)').className).toContain('opacity-60');
    const over = fireEvent.dragOver(list.bar('AICAT'), { dataTransfer: drag });
    // The drop is allowed (the default refused) only for an entry of this list.
    expect(over).toBe(false);
    fireEvent.drop(list.bar('AICAT'), { dataTransfer: drag });
    expect(list.names()).toEqual(['API Madrid (en)', 'AICAT', 'RICS']);
    expect(list.isOpen('API Madrid (en)')).toBe(true);
    expect(list.isOpen('AICAT')).toBe(false);
    expect(list.announced()).toBe(list.studio.order.moved('API Madrid (en)', 1, 3));
    expect(list.entry('API Madrid (en)').className).not.toContain('opacity-60');

    // A file, or a case, dragged over a credential is not taken for one.
    const foreign = dataTransfer();
    foreign.setData('application/x-studio-cases', 'atico-almagro');
    expect(fireEvent.dragOver(list.bar('RICS'), { dataTransfer: foreign })).toBe(true);
    fireEvent.drop(list.bar('RICS'), { dataTransfer: foreign });
    expect(list.names()).toEqual(['API Madrid (en)', 'AICAT', 'RICS']);
  });

  it('moves a zone (an entry with an id) with its item: open, and its presence key on it', () => {
    const list = renderList('en', INITIAL, 'zones');
    const zones = seedContent().zones;
    const names = zones.map((zone) => zone.en.name);
    const last = names.at(-1)!;
    expect(list.names()).toEqual(names);
    list.open(last);
    list.press(last, list.studio.order.first);
    expect(list.names()).toEqual([last, ...names.slice(0, -1)]);
    expect(list.isOpen(last)).toBe(true);
    expect(list.isOpen(names[0]!)).toBe(false);
    expect(list.entry(last).getAttribute('data-item')).toBe(`zone:${zones.at(-1)!.id}`);
    expect(document.activeElement).toBe(list.bar(last));
    expect(list.announced()).toBe(list.studio.order.moved(last, 1, zones.length));

    const drag = dataTransfer();
    fireEvent.dragStart(list.bar(names[0]!), { dataTransfer: drag });
    fireEvent.drop(list.bar(last), { dataTransfer: drag });
    expect(list.names()).toEqual([names[0], last, ...names.slice(1, -1)]);
    expect(list.isOpen(last)).toBe(true);
  });

  it('keeps an open entry open when one before it is removed, and opens a new one with the focus in it', () => {
    const list = renderList('es');
    const { identity } = list.studio;
    list.open('RICS');
    fireEvent.click(screen.getByLabelText(identity.removeLabel('AICAT')));
    expect(list.names()).toEqual(['RICS', 'API Madrid']);
    expect(list.isOpen('RICS')).toBe(true);
    expect(list.isOpen('API Madrid')).toBe(false);

    fireEvent.click(screen.getByText(identity.credentials.add, { selector: 'button' }));
    expect(list.names()).toEqual(['RICS', 'API Madrid', identity.credentials.unnamed]);
    expect(list.isOpen(identity.credentials.unnamed)).toBe(true);
    const nameEs = list.studio.fieldIn(identity.credentials.name, list.studio.lang.es);
    expect(document.activeElement).toBe(within(list.entry(identity.credentials.unnamed)).getByLabelText(nameEs));
  });
});
