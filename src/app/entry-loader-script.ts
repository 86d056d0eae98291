/** The `<meta name>` that names the app's entry module in every page's head (`src/app/page-template.ts`). */
export const APP_ENTRY_META = 'app-entry';

/** Load the entry anyway after this long, once the document is parsed: in a background tab nothing paints, and some browsers lack paint timing. */
export const ENTRY_FALLBACK_MS = 1500;

/**
 * Set on `<html>` when the browser reloads the page or comes back to it (its navigation's type), so it
 * will restore the scroll position: the stylesheet then renders the parts below the first screen at once
 * (`content-deferred`, ADR 0038), since the position was taken on them rendered, not on placeholders.
 */
export const SCROLL_RESTORED_ATTRIBUTE = 'data-scroll-restored';

/**
 * Every page's inline script that loads the app once the page has painted (ADR 0007): it waits until the
 * browser has painted content (its `first-contentful-paint` entry) and the whole document has been
 * parsed, then for one more frame, so the page's last prerendered section is on screen too; or, where
 * nothing paints, for `ENTRY_FALLBACK_MS` and the end of the parse (a module added earlier would run on a
 * document still arriving over a slow connection, and hydrate half a page). Then it adds the entry module named by the `app-entry` meta tag, once. Until then
 * the page requests nothing but its own images: no script competes with the document for the first
 * paint (issue 24), and the entry then fetches React, the content file and the web fonts. First, on a
 * reload or a return, it marks `<html>` with `SCROLL_RESTORED_ATTRIBUTE`.
 *
 * The CSP allows it by its hash (`src/app/inline-scripts.ts`). Plain ES5 with no `</`: it sits in the
 * HTML as it is. `entry-loader-script.test.ts` runs this text.
 */
export function entryLoaderScript(): string {
  return [
    '(function(){',
    'var d=document,w=window,painted=false,late=false,done=false,t;',
    `try{var n=performance.getEntriesByType("navigation")[0];if(n&&(n.type==="reload"||n.type==="back_forward"))d.documentElement.setAttribute(${JSON.stringify(SCROLL_RESTORED_ATTRIBUTE)},"")}catch(e){}`,
    'function load(){if(done)return;done=true;clearTimeout(t);',
    `var m=d.querySelector(${JSON.stringify(`meta[name="${APP_ENTRY_META}"]`)}),s;if(!m)return;`,
    's=d.createElement("script");s.type="module";s.src=m.getAttribute("content");d.head.appendChild(s)}',
    'function ready(){if(d.readyState==="loading")return;if(late)load();else if(painted)w.requestAnimationFrame(function(){setTimeout(load,0)})}',
    `t=setTimeout(function(){late=true;ready()},${ENTRY_FALLBACK_MS});`,
    'd.addEventListener("DOMContentLoaded",ready);',
    'try{new PerformanceObserver(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();painted=true;ready()}}).observe({type:"paint",buffered:true})}catch(e){}',
    '})()',
  ].join('');
}
