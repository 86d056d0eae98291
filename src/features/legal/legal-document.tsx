import type { LegalDocument as LegalDocumentData } from '../../content/legal/types.ts';
import { useI18n } from '../../i18n/index.tsx';
import { LegalBlock } from './legal-block.tsx';

/** A complete legal document: introduction, table of contents, then its numbered sections. */
export function LegalDocument({ document }: { document: LegalDocumentData }) {
  const { t, lang } = useI18n();
  return (
    <>
      {document.intro[lang].map((block, index) => (
        <LegalBlock key={index} block={block} />
      ))}
      <nav aria-labelledby="legal-contents" className="legal-contents">
        <h2 id="legal-contents">{t.legal.contents}</h2>
        <ol>
          {document.sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section[lang].heading}</a>
            </li>
          ))}
        </ol>
      </nav>
      {document.sections.map((section) => (
        <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`}>
          <h2 id={`${section.id}-heading`}>{section[lang].heading}</h2>
          {section[lang].blocks.map((block, index) => (
            <LegalBlock key={index} block={block} />
          ))}
        </section>
      ))}
    </>
  );
}
