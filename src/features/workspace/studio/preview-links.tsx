import { buttonClasses } from '../../../components/ui/button.tsx';
import { ROUTES } from '../../../config/routes.ts';
import { LANGS } from '../../../i18n/languages.ts';
import { useWorkspaceCopy } from '../use-workspace-copy.ts';
import { previewHref } from '../api/studio.ts';

/**
 * The home rendered from the saved draft, in each language (the workspace's first), in another tab:
 * the real pages, for staff only.
 */
export function PreviewLinks() {
  const copy = useWorkspaceCopy();
  const text = copy.ui.studio;
  const langs = [copy.lang, ...LANGS.filter((l) => l !== copy.lang)];
  return (
    <div role="group" aria-label={text.preview.label} aria-describedby="studio-preview-hint" className="flex flex-wrap gap-3">
      {langs.map((lang) => (
        <a
          key={lang}
          href={previewHref(ROUTES.home[lang])}
          target="_blank"
          rel="noopener"
          data-testid={`studio-preview-${lang}`}
          className={buttonClasses('outline', 'sm')}
        >
          {text.preview.inLang(text.lang[lang])}
          <span className="sr-only"> {text.preview.newTab}</span>
        </a>
      ))}
      <p id="studio-preview-hint" className="basis-full text-sm text-ink-muted">
        {text.preview.hint}
      </p>
    </div>
  );
}
