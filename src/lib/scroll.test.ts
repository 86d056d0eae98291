// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keepInPlace } from './scroll.ts';

/** The ResizeObserver keepInPlace makes, called by hand: the page "settles" when the test says so. */
let resized: (() => void) | undefined;
const observers: FakeResizeObserver[] = [];
class FakeResizeObserver {
  disconnected = false;
  constructor(callback: () => void) {
    resized = callback;
    observers.push(this);
  }
  observe() {}
  disconnect() {
    this.disconnected = true;
    resized = undefined;
  }
}

/** Where the target's top is in the viewport, as the test lays the page out. */
let top = 80;
const target = document.createElement('section');

beforeEach(() => {
  vi.stubGlobal('ResizeObserver', FakeResizeObserver);
  vi.spyOn(target, 'getBoundingClientRect').mockImplementation(() => ({ top }) as DOMRect);
  top = 80;
  window.scrollTo(0, 0);
});

afterEach(() => {
  window.dispatchEvent(new Event('keydown')); // ends any hold a test left
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('keepInPlace', () => {
  it('scrolls the page by what the element moved when the page changes size', () => {
    const scrollBy = vi.spyOn(window, 'scrollBy');
    keepInPlace(target);
    top = 0; // a padding above it went away
    resized?.();
    expect(scrollBy).toHaveBeenCalledWith({ top: -80, behavior: 'instant' });
  });

  it("turns the browser's scroll anchoring off while it holds, and back on once the visitor acts", () => {
    // Its anchoring scrolls would read as someone else's and end the hold, and it leaves out some
    // changes (an ancestor's padding): the element would end under the header.
    keepInPlace(target);
    expect(document.documentElement.style.overflowAnchor).toBe('none');
    window.dispatchEvent(new Event('wheel'));
    expect(document.documentElement.style.overflowAnchor).toBe('');
    expect(resized).toBeUndefined();
  });

  it('gives way to a later jump at once, which leaves anchoring on once it ends', () => {
    keepInPlace(target);
    keepInPlace(target);
    const [first, second] = observers.slice(-2);
    expect(first?.disconnected).toBe(true);
    expect(second?.disconnected).toBe(false);
    expect(document.documentElement.style.overflowAnchor).toBe('none');
    window.dispatchEvent(new Event('pointerdown'));
    expect(second?.disconnected).toBe(true);
    expect(document.documentElement.style.overflowAnchor).toBe('');
  });
});
