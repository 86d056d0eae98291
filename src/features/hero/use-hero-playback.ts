import { useCallback, useEffect, useState } from 'react';
import { HERO_ROTATION_MS, REDUCED_MOTION_QUERY } from '../../config/ui.ts';
import { whenIdle } from '../../lib/idle.ts';
import { pickNextIndex } from './rotation.ts';

/** Video waits for an idle moment after load, but no longer than this. */
const IDLE_TIMEOUT_MS = 2000;
/** Where requestIdleCallback is missing (Safari), this delay after load stands in for it. */
const IDLE_FALLBACK_MS = 200;

type NetworkInformation = { saveData?: boolean };

/** Whether motion must not start by itself: reduced motion preferred or Save-Data on. */
function motionRestricted(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  return window.matchMedia(REDUCED_MOTION_QUERY).matches || connection?.saveData === true;
}

/** Runs `fn` once the page has loaded and the main thread is idle (the page is interactive). */
function whenIdleAfterLoad(fn: () => void): () => void {
  let cancelIdle: () => void = () => undefined;
  const run = () => void (cancelIdle = whenIdle(fn, { timeoutMs: IDLE_TIMEOUT_MS, fallbackMs: IDLE_FALLBACK_MS }));
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
  return () => {
    window.removeEventListener('load', run);
    cancelIdle();
  };
}

export type HeroPlayback = {
  index: number;
  paused: boolean;
  /** True once video may load: after the page is interactive, never under reduced motion or Save-Data. */
  videoAllowed: boolean;
  togglePaused: () => void;
};

/**
 * The hero's state: which video shows, whether rotation and playback are paused, whether video may
 * load. Every HERO_ROTATION_MS a random other video is chosen. Under reduced motion or Save-Data the
 * rotation starts paused and video never loads (the posters still rotate once resumed).
 */
export function useHeroPlayback(count: number): HeroPlayback {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [videoAllowed, setVideoAllowed] = useState(false);

  useEffect(() => {
    if (motionRestricted()) {
      // Synchronising with the visitor's settings, known only in the browser.
      setPaused(true);
      return;
    }
    return whenIdleAfterLoad(() => setVideoAllowed(true));
  }, []);

  useEffect(() => {
    if (paused || count < 2) return;
    const timer = window.setTimeout(() => setIndex((current) => pickNextIndex(current, count)), HERO_ROTATION_MS);
    return () => window.clearTimeout(timer);
  }, [index, paused, count]);

  const togglePaused = useCallback(() => setPaused((p) => !p), []);
  return { index, paused, videoAllowed, togglePaused };
}
