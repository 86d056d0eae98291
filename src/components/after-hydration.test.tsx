// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

afterEach(cleanup);
// The module keeps whether the page has hydrated and been released: each test starts with a fresh one.
beforeEach(() => vi.resetModules());
const fresh = () => import('./after-hydration.tsx');

/** A part of the shell whose code is counted: how many times it was asked for. */
function countedPart(afterHydration: Awaited<ReturnType<typeof fresh>>['afterHydration'], text: string) {
  const asked = { count: 0 };
  const Part = afterHydration<{ suffix: string }>(() => {
    asked.count++;
    return Promise.resolve({ default: ({ suffix }: { suffix: string }) => <p>{text + suffix}</p> });
  });
  return { Part, asked };
}

const nextTask = () => act(() => new Promise<void>((resolve) => window.setTimeout(resolve, 0)));

/** Hydrates the server's markup of `Part` in a container of the document. */
async function hydrated(Part: ReturnType<typeof countedPart>['Part']) {
  const container = document.createElement('div');
  const tree = (
    <div id="frame">
      <Part suffix="!" />
    </div>
  );
  container.innerHTML = renderToString(tree);
  document.body.append(container);
  await act(async () => {
    hydrateRoot(container, tree);
  });
  return container;
}

describe('afterHydration', () => {
  it('renders nothing on the server and asks for no code there', async () => {
    const { afterHydration } = await fresh();
    const { Part, asked } = countedPart(afterHydration, 'notice');
    expect(
      renderToString(
        <div id="frame">
          <Part suffix="!" />
        </div>,
      ),
    ).toBe('<div id="frame"></div>');
    expect(asked.count).toBe(0);
  });

  it('hydrates the server’s markup untouched, and loads and shows the part only at the visitor’s first act', async () => {
    const { afterHydration, loadAfterHydration } = await fresh();
    const { Part, asked } = countedPart(afterHydration, 'notice');
    const container = await hydrated(Part);
    loadAfterHydration(60_000);
    // Neither the hydration nor the tasks after it asked for anything: the page's own code goes first.
    await nextTask();
    expect(asked.count).toBe(0);
    expect(container.innerHTML).toBe('<div id="frame"></div>');
    // The first scroll (a tap, a key, a focus) releases it.
    await act(async () => {
      window.dispatchEvent(new Event('scroll'));
    });
    await nextTask();
    expect(asked.count).toBe(1);
    expect(container.textContent).toBe('notice!');
    container.remove();
  });

  it('loads and shows the part after the idle delay when the visitor does nothing', async () => {
    const { afterHydration, loadAfterHydration } = await fresh();
    const { Part, asked } = countedPart(afterHydration, 'offer');
    const container = await hydrated(Part);
    loadAfterHydration(30);
    await nextTask();
    expect(asked.count).toBe(0);
    await act(() => new Promise<void>((resolve) => window.setTimeout(resolve, 60)));
    await nextTask();
    expect(asked.count).toBe(1);
    expect(container.textContent).toBe('offer!');
    container.remove();
  });

  it('once released, has fetched every such part, and shows one opened later at once', async () => {
    const { afterHydration, loadAfterHydration } = await fresh();
    const { Part, asked } = countedPart(afterHydration, 'drawer');
    loadAfterHydration(60_000);
    await act(async () => {
      window.dispatchEvent(new Event('pointerdown'));
    });
    expect(asked.count).toBe(1); // fetched ahead, so the click that opens it finds it loaded
    render(<Part suffix="?" />);
    expect(await screen.findByText('drawer?')).toBeTruthy();
    expect(asked.count).toBe(1);
  });

  it('whenReleased runs its work at the release, not before, and at once after it; cancelled, never', async () => {
    const { whenReleased, loadAfterHydration } = await fresh();
    const done: string[] = [];
    whenReleased(() => done.push('sections'));
    const cancel = whenReleased(() => done.push('cancelled'));
    cancel();
    loadAfterHydration(60_000);
    expect(done).toEqual([]);
    window.dispatchEvent(new Event('keydown'));
    expect(done).toEqual(['sections']);
    whenReleased(() => done.push('later'));
    expect(done).toEqual(['sections', 'later']);
  });
});
