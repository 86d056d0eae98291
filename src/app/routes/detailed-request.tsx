import { LazyIsland } from '../../components/lazy-island.tsx';
import { useI18n } from '../../i18n/index.tsx';
import { DETAILED_REQUEST_MESSAGES } from '../../i18n/detailed-request.ts';

const PAGE_ID = 'detailed-request';
/** The element that holds the form; its code (with zod and the shared schema) loads as a lazy island inside it. */
const FORM_ID = 'detailed-request-form';

const loadForm = () => import('../../features/detailed-request/detailed-request-form.tsx');

/** The detailed brief's page: what it is for and what happens next, beside the four-step form. */
export default function DetailedRequestPage() {
  const { lang } = useI18n();
  const copy = DETAILED_REQUEST_MESSAGES[lang].page;
  return (
    <section id={PAGE_ID} aria-labelledby={`${PAGE_ID}-heading`} className="bg-stone-100 py-16 sm:py-24">
      <div className="mx-auto grid max-w-7xl gap-12 px-6 sm:px-10 lg:grid-cols-[minmax(0,4fr)_minmax(0,8fr)] lg:gap-20">
        <header className="lg:sticky lg:top-28 lg:self-start">
          <p className="text-xs font-semibold tracking-[0.28em] text-brass-700 uppercase">{copy.eyebrow}</p>
          <h1
            id={`${PAGE_ID}-heading`}
            className="mt-4 max-w-[7em] font-display text-4xl leading-tight font-medium text-ink sm:text-5xl"
          >
            {copy.title}
          </h1>
          <p className="mt-6 text-lg text-ink-muted">{copy.intro}</p>
          <div className="mt-10 border-t border-stone-300 pt-8">
            <p className="text-xs font-semibold tracking-[0.24em] text-ink uppercase">{copy.asideHeading}</p>
            <ul className="mt-4 flex flex-col gap-3 text-ink-muted">
              {copy.aside.map((line) => (
                <li key={line} className="border-l-2 border-brass-500 pl-4">
                  {line}
                </li>
              ))}
            </ul>
          </div>
        </header>
        <div id={FORM_ID}>
          <LazyIsland
            anchorId={FORM_ID}
            loader={loadForm}
            props={{}}
            fallback={<div className="min-h-[48rem] rounded-sm border border-ink/10 bg-ivory" />}
          />
        </div>
      </div>
    </section>
  );
}
