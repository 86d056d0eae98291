import { usePublishedContent } from '../../content/published-content.tsx';
import { publishedPhone } from '../../config/site.ts';
import { useI18n } from '../../i18n/index.tsx';

/** The firm's e-mail and (once published) telephone as direct links, for visitors who prefer not to use the form. */
export function DirectContact() {
  const { t } = useI18n();
  const firm = usePublishedContent().identity;
  const phone = publishedPhone(firm);
  const items = [
    { label: t.contactForm.direct.email, href: `mailto:${firm.email}`, text: firm.email },
    ...(phone ? [{ label: t.contactForm.direct.phone, href: `tel:${phone.e164}`, text: phone.display }] : []),
  ];
  return (
    <div className="mt-12 border-t border-ink/15 pt-8">
      <h3 className="text-xs font-semibold tracking-[0.28em] text-brass-700 uppercase">{t.contactForm.direct.heading}</h3>
      <dl className="mt-6 space-y-5">
        {items.map((item) => (
          <div key={item.href}>
            <dt className="text-sm text-ink-muted">{item.label}</dt>
            <dd>
              <a
                href={item.href}
                className="inline-flex min-h-11 items-center font-display text-2xl lining-nums text-ink underline decoration-brass-500/60 underline-offset-[6px] transition-colors hover:decoration-ink"
              >
                {item.text}
              </a>
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
