import type { Block } from '../../content/legal/types.ts';
import { LegalInlines } from './legal-inline.tsx';

/** One block of a legal document, as semantic HTML: paragraph, list, definition list or sub-heading. */
export function LegalBlock({ block }: { block: Block }) {
  switch (block.kind) {
    case 'p':
      return (
        <p>
          <LegalInlines content={block.content} />
        </p>
      );
    case 'h3':
      return <h3>{block.text}</h3>;
    case 'ul':
      return (
        <ul>
          {block.items.map((item, index) => (
            <li key={index}>
              <LegalInlines content={item} />
            </li>
          ))}
        </ul>
      );
    case 'dl':
      return (
        <dl>
          {block.items.map((item) => (
            <div key={item.term}>
              <dt>{item.term}</dt>
              <dd>
                <LegalInlines content={item.details} />
              </dd>
            </div>
          ))}
        </dl>
      );
  }
}
