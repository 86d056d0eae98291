import { Script } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { APP_ENTRY_META, ENTRY_FALLBACK_MS, SCROLL_RESTORED_ATTRIBUTE, entryLoaderScript } from './entry-loader-script.ts';

const script = new Script(entryLoaderScript());
const ENTRY = '/assets/index-0123.js';

type Added = { type: string; src: string };

/**
 * Runs the loader's text as the browser would, in a bare global: a document whose head names the entry and
 * whose parsing ends when told to (`parsed()`), a clock and animation frames moved by hand, and paint
 * timing that reports when told to (`paint()`), or none at all.
 */
function load({ paintTiming = true, meta = true, navigationType = 'navigate' } = {}) {
  const added: Added[] = [];
  const rootAttributes: string[] = [];
  const timers: Array<{ at: number; run: () => void; cleared: boolean }> = [];
  const frames: Array<() => void> = [];
  const parsedListeners: Array<() => void> = [];
  const document = { readyState: 'loading' };
  let now = 0;
  let observer: { callback: (list: unknown, observer: unknown) => void; disconnected: boolean } | undefined;
  class FakePerformanceObserver {
    constructor(callback: (list: unknown, observer: unknown) => void) {
      observer = { callback, disconnected: false };
    }
    observe(options: { type: string; buffered: boolean }) {
      expect(options).toEqual({ type: 'paint', buffered: true });
    }
    disconnect() {
      observer!.disconnected = true;
    }
  }
  script.runInNewContext({
    window: { requestAnimationFrame: (run: () => void) => frames.push(run) },
    document: {
      get readyState() {
        return document.readyState;
      },
      addEventListener: (type: string, listener: () => void) => {
        expect(type).toBe('DOMContentLoaded');
        parsedListeners.push(listener);
      },
      querySelector: (selector: string) =>
        meta && selector === `meta[name="${APP_ENTRY_META}"]`
          ? { getAttribute: (name: string) => (name === 'content' ? ENTRY : null) }
          : null,
      createElement: (tag: string) => {
        expect(tag).toBe('script');
        return { type: '', src: '' };
      },
      head: { appendChild: (element: Added) => added.push({ ...element }) },
      documentElement: { setAttribute: (name: string) => rootAttributes.push(name) },
    },
    performance: { getEntriesByType: (type: string) => (type === 'navigation' ? [{ type: navigationType }] : []) },
    setTimeout: (run: () => void, ms: number) => timers.push({ at: now + ms, run, cleared: false }) - 1,
    clearTimeout: (id: number) => {
      if (timers[id]) timers[id].cleared = true;
    },
    ...(paintTiming ? { PerformanceObserver: FakePerformanceObserver } : {}),
  });
  return {
    added,
    rootAttributes,
    /** The browser reports a paint entry by this name. */
    paint(name: string) {
      if (!observer || observer.disconnected) return;
      observer.callback(
        { getEntriesByName: (wanted: string) => (wanted === name ? [{ name }] : []) },
        {
          disconnect: () => (observer!.disconnected = true),
        },
      );
    },
    /** The parser reaches the end of the document. */
    parsed() {
      document.readyState = 'interactive';
      for (const listener of parsedListeners) listener();
    },
    /** The browser renders a frame: its animation frame callbacks run, then the frame is painted. */
    frame() {
      for (const run of frames.splice(0)) run();
    },
    advance(ms: number) {
      now += ms;
      for (const timer of timers) {
        if (timer.cleared || timer.at > now) continue;
        timer.cleared = true;
        timer.run();
      }
    },
  };
}

describe('the entry loader (ADR 0007)', () => {
  it('marks the page whose scroll position the browser restores (a reload, a return), and no other', () => {
    expect(load({ navigationType: 'reload' }).rootAttributes).toEqual([SCROLL_RESTORED_ATTRIBUTE]);
    expect(load({ navigationType: 'back_forward' }).rootAttributes).toEqual([SCROLL_RESTORED_ATTRIBUTE]);
    expect(load({ navigationType: 'navigate' }).rootAttributes).toEqual([]);
    expect(load({ navigationType: 'prerender' }).rootAttributes).toEqual([]);
  });

  it('adds the entry module named in the head once the page has painted content and been parsed whole, a frame later', () => {
    for (const order of ['paint first', 'parsed first'] as const) {
      const page = load();
      page.paint('first-paint');
      if (order === 'paint first') page.paint('first-contentful-paint');
      else page.parsed();
      page.frame();
      page.advance(1);
      expect(page.added, order).toEqual([]);
      if (order === 'paint first') page.parsed();
      else page.paint('first-contentful-paint');
      // The frame that paints what the parser added last goes first.
      page.advance(1);
      expect(page.added, order).toEqual([]);
      page.frame();
      page.advance(0);
      expect(page.added, order).toEqual([{ type: 'module', src: ENTRY }]);
      // Once: neither the fallback nor another report adds it again.
      page.advance(ENTRY_FALLBACK_MS);
      page.paint('first-contentful-paint');
      page.frame();
      page.advance(1);
      expect(page.added, order).toHaveLength(1);
    }
  });

  it('adds it after the fallback delay where nothing paints (a background tab) or paint timing is missing, the document parsed', () => {
    for (const paintTiming of [true, false]) {
      const page = load({ paintTiming });
      page.parsed();
      page.advance(ENTRY_FALLBACK_MS - 1);
      expect(page.added).toEqual([]);
      page.advance(1);
      expect(page.added).toEqual([{ type: 'module', src: ENTRY }]);
      page.paint('first-contentful-paint');
      page.frame();
      page.advance(1);
      expect(page.added).toHaveLength(1);
    }
  });

  it('never adds it to a document still arriving: after the fallback delay, it waits for the end of the parse, not for a frame', () => {
    const page = load();
    page.advance(ENTRY_FALLBACK_MS * 10);
    expect(page.added).toEqual([]);
    // A background tab renders no frame: the end of the parse is enough once the delay is past.
    page.parsed();
    expect(page.added).toEqual([{ type: 'module', src: ENTRY }]);
    page.paint('first-contentful-paint');
    page.frame();
    page.advance(1);
    expect(page.added).toHaveLength(1);
  });

  it('adds nothing on a page that names no entry', () => {
    const page = load({ meta: false });
    page.parsed();
    page.paint('first-contentful-paint');
    page.frame();
    page.advance(ENTRY_FALLBACK_MS);
    expect(page.added).toEqual([]);
  });

  it('is plain text that can sit in HTML as it is', () => {
    expect(entryLoaderScript()).not.toContain('</');
  });
});
