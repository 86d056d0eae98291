// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RENDERED_ATTRIBUTE, renderDeferredParts, renderDeferredPartsWhenIdle } from './deferred-parts.ts';
import { scrollToElement } from './scroll.ts';

/** The idle callbacks the module asked for, run by hand: the main thread is idle when the test says so. */
const idle = new Map<number, () => void>();
let handles = 0;
const runIdle = () => {
  const callbacks = [...idle.values()];
  idle.clear();
  for (const callback of callbacks) callback();
};

beforeEach(() => {
  idle.clear();
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => (idle.set(++handles, callback), handles));
  vi.stubGlobal('cancelIdleCallback', (handle: number) => idle.delete(handle));
  document.body.innerHTML = `
    <section id="hero">first screen</section>
    <section id="portfolio" class="content-deferred">cases</section>
    <section id="about" class="content-deferred">about</section>
    <section id="contact-form" class="content-deferred">form</section>`;
});

afterEach(() => vi.unstubAllGlobals());

const rendered = () => [...document.querySelectorAll(`[${RENDERED_ATTRIBUTE}]`)].map((part) => part.id);

describe('renderDeferredPartsWhenIdle', () => {
  it('renders the deferred parts one per idle moment, in page order, and nothing else', () => {
    renderDeferredPartsWhenIdle();
    expect(rendered()).toEqual([]);
    runIdle();
    expect(rendered()).toEqual(['portfolio']);
    runIdle();
    expect(rendered()).toEqual(['portfolio', 'about']);
    runIdle();
    runIdle();
    expect(rendered()).toEqual(['portfolio', 'about', 'contact-form']);
    expect(idle.size).toBe(0); // done: it asks for no more
  });

  it('stops when the page changes', () => {
    const stop = renderDeferredPartsWhenIdle();
    runIdle();
    stop();
    runIdle();
    expect(rendered()).toEqual(['portfolio']);
  });

  it('picks up a part the page added meanwhile', () => {
    renderDeferredPartsWhenIdle();
    runIdle();
    runIdle();
    document.body.insertAdjacentHTML('beforeend', '<section id="late" class="content-deferred"></section>');
    runIdle();
    runIdle();
    expect(rendered()).toEqual(['portfolio', 'about', 'contact-form', 'late']);
  });
});

describe('before a scroll', () => {
  it('a smooth scroll renders every deferred part first, an instant one leaves them to the browser', () => {
    const target = document.getElementById('contact-form')!;
    target.scrollIntoView = vi.fn();
    scrollToElement(target, 'instant');
    expect(rendered()).toEqual([]);
    scrollToElement(target, 'smooth');
    expect(rendered()).toEqual(['portfolio', 'about', 'contact-form']);
    expect(target.scrollIntoView).toHaveBeenLastCalledWith({ behavior: 'smooth', block: 'start' });
  });

  it('renderDeferredParts renders them all at once', () => {
    renderDeferredParts();
    expect(rendered()).toEqual(['portfolio', 'about', 'contact-form']);
  });
});
