import { pathFor } from '../../config/routes.ts';
import { useI18n } from '../../i18n/index.tsx';
import { Link } from '../../lib/router.tsx';

export default function NotFoundPage() {
  const { t, lang } = useI18n();
  const copy = t.common.notFound;
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-6 px-6 py-24 text-center">
      <h1 className="font-display text-5xl text-ink">{copy.title}</h1>
      <p className="text-lg text-ink-muted">{copy.body}</p>
      <Link to={pathFor('home', lang)} className="btn-link-primary">
        {copy.cta}
      </Link>
    </div>
  );
}
