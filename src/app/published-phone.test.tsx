// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { publishedPhone } from '../config/site.ts';
import { identityBlock } from '../content/legal/identity.ts';
import { PublishedContentProvider } from '../content/published-content.tsx';
import { seedContent } from '../content/seed.ts';
import type { Identity } from '../domain/content/index.ts';
import { DirectContact } from '../features/contact-form/direct-contact.tsx';
import { LegalBlock } from '../features/legal/legal-block.tsx';
import { SiteFooter } from '../features/site-footer/site-footer.tsx';
import { MobileDrawer } from '../features/site-header/mobile-drawer.tsx';
import { I18nProvider, type Lang } from '../i18n/index.tsx';
import { RouterProvider } from '../lib/router.tsx';
import { headFor } from './head.ts';
import { MESSAGES } from '../i18n/all-messages.ts';

/** The published identity: the seed's until a test publishes the line in service or pending. */
let firm: Identity = seedContent().identity;
/** What the firm does in the studio: mark the line pending or in service, and publish. */
function setPhonePending(pending: boolean) {
  firm = { ...firm, phone: { ...firm.phone, pending } };
}

afterEach(() => {
  cleanup();
  firm = seedContent().identity;
});

function renderInPage(lang: Lang, children: ReactNode) {
  return render(
    <I18nProvider lang={lang} messages={MESSAGES[lang]}>
      <PublishedContentProvider content={{ ...seedContent(), identity: firm }}>
        <RouterProvider value={{ pathname: '/', search: '', navigate: () => undefined }}>{children}</RouterProvider>
      </PublishedContentProvider>
    </I18nProvider>,
  );
}

/** Every place that may show the firm's phone, as rendered in the browser. */
const PLACES: Record<string, (lang: Lang) => ReactNode> = {
  'contact section': () => <DirectContact />,
  footer: () => <SiteFooter />,
  drawer: () => <MobileDrawer onClose={() => undefined} />,
  'legal notice': (lang) => <LegalBlock block={identityBlock(firm, lang)} />,
};

const { display: digits, e164 } = seedContent().identity.phone;

describe('the phone, pending or published', () => {
  it('publishedPhone is null while the line is pending and the number once it is in service', () => {
    expect(publishedPhone({ phone: { ...firm.phone, pending: true } })).toBeNull();
    expect(publishedPhone({ phone: { ...firm.phone, pending: false } })).toEqual({
      e164,
      display: digits,
    });
  });

  describe.each(['es', 'en'] as const)('in %s', (lang) => {
    it.each(Object.keys(PLACES))('the %s shows no number while pending, and the number once published', (place) => {
      setPhonePending(true);
      const pending = renderInPage(lang, PLACES[place]!(lang));
      expect(pending.container.textContent).not.toContain(digits);
      expect(pending.container.querySelector('a[href^="tel:"]')).toBeNull();
      cleanup();

      setPhonePending(false);
      const published = renderInPage(lang, PLACES[place]!(lang));
      expect(published.container.textContent).toContain(digits);
      expect(published.container.querySelector(`a[href="tel:${e164}"]`)).not.toBeNull();
    });

    it('the JSON-LD describing the firm carries the telephone only once it is published', () => {
      setPhonePending(true);
      expect(headFor({ id: 'home', lang }, MESSAGES[lang].meta, firm).jsonLd).not.toHaveProperty('telephone');
      setPhonePending(false);
      expect(headFor({ id: 'home', lang }, MESSAGES[lang].meta, firm).jsonLd).toHaveProperty('telephone', e164);
    });

    it('the legal notice has no phone row, and no excuse, until the phone is published', () => {
      setPhonePending(true);
      const { container } = renderInPage(lang, PLACES['legal notice']!(lang));
      expect(container.textContent).not.toMatch(/Teléfono|Phone|Pendiente|Pending/);
    });
  });
});
