// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { afterHydration, loadAfterHydration } from './after-hydration.tsx';

afterEach(cleanup);

/** A part of the shell whose code is counted: how many times it was asked for. */
function countedPart(text: string) {
  const asked = { count: 0 };
  const Part = afterHydration<{ suffix: string }>(() => {
    asked.count++;
    return Promise.resolve({ default: ({ suffix }: { suffix: string }) => <p>{text + suffix}</p> });
  });
  return { Part, asked };
}

const nextTask = () => act(() => new Promise<void>((resolve) => window.setTimeout(resolve, 0)));

describe('afterHydration', () => {
  it('renders nothing on the server and asks for no code there', () => {
    const { Part, asked } = countedPart('notice');
    expect(
      renderToString(
        <div id="frame">
          <Part suffix="!" />
        </div>,
      ),
    ).toBe('<div id="frame"></div>');
    expect(asked.count).toBe(0);
  });

  it('hydrates the server’s markup untouched, and loads and shows the part only in a later task', async () => {
    const { Part, asked } = countedPart('notice');
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <div id="frame">
        <Part suffix="!" />
      </div>,
    );
    document.body.append(container);
    await act(async () => {
      hydrateRoot(
        container,
        <div id="frame">
          <Part suffix="!" />
        </div>,
      );
    });
    // The hydration's own task asked for nothing: the code is not part of what the page needs to hydrate.
    expect(asked.count).toBe(0);
    expect(container.innerHTML).toBe('<div id="frame"></div>');
    await nextTask();
    await act(() => Promise.resolve());
    expect(asked.count).toBe(1);
    expect(container.textContent).toBe('notice!');
    container.remove();
  });

  it('once the page has hydrated, fetches every such part before it is shown and shows one opened later at once', async () => {
    const { Part, asked } = countedPart('drawer');
    loadAfterHydration();
    await nextTask();
    expect(asked.count).toBe(1); // fetched ahead, so a click finds it loaded
    render(<Part suffix="?" />);
    expect(await screen.findByText('drawer?')).toBeTruthy();
    expect(asked.count).toBe(1);
  });
});
