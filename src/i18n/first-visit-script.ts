import { ROUTES } from '../config/routes.ts';
import { STORAGE_KEYS } from '../config/storage.ts';
import { DEFAULT_LANG, LANGS } from './languages.ts';
import { CRAWLER_PATTERN, LANGUAGE_NEUTRAL_PATH } from './preference.ts';

/**
 * The bare home's first-visit rule as the text of an inline script, run in its `<head>` before anything
 * paints (issue 24, point 3): `languageAdvice` for `/` (stored preference, then the browser's language,
 * the language so detected stored, crawlers left alone), without waiting for hydration. A visitor whose
 * language is not the home's is moved with `location.replace` (no history entry), the page hidden
 * meanwhile, and `data-language-advice="redirect"` tells the app it has nothing left to do.
 *
 * Written from the same constants as `languageAdvice` (storage key, languages, crawler pattern, the homes'
 * paths); `first-visit-script.test.ts` runs this text against `languageAdvice` on many inputs. The CSP
 * allows it by its hash (`src/app/inline-scripts.ts`), so any change of its text changes the policy.
 * Plain ES5 with no `</`: it sits in the HTML as it is.
 */
export function firstVisitScript(): string {
  const homes = Object.fromEntries(LANGS.filter((lang) => lang !== DEFAULT_LANG).map((lang) => [lang, ROUTES.home[lang]]));
  const json = (value: unknown) => JSON.stringify(value);
  return [
    '(function(){',
    `var d=document.documentElement,n=navigator,k=${json(STORAGE_KEYS.language)},langs=${json(LANGS)},homes=${json(homes)},s=null,l=null,a,b,i;`,
    `if(location.pathname!==${json(LANGUAGE_NEUTRAL_PATH)}||${String(CRAWLER_PATTERN)}.test(n.userAgent))return;`,
    'try{s=localStorage.getItem(k)}catch(e){}',
    'if(langs.indexOf(s)>=0)l=s;else{',
    'a=n.languages||[n.language];',
    'for(i=0;i<a.length&&!l;i++){b=String(a[i]).toLowerCase().split("-")[0];if(langs.indexOf(b)>=0)l=b}',
    `l=l||${json(DEFAULT_LANG)};`,
    'try{localStorage.setItem(k,l)}catch(e){}}',
    'if(homes.hasOwnProperty(l)){d.setAttribute("data-language-advice","redirect");d.style.display="none";location.replace(homes[l]+location.hash)}',
    '})()',
  ].join('');
}
