import type { Inline } from '../../content/legal/types.ts';
import { Link } from '../../lib/router.tsx';

/** Text, or a link: site paths navigate in place, e-mail and external addresses are plain anchors. */
export function LegalInline({ inline }: { inline: Inline }) {
  if (typeof inline === 'string') return inline;
  if (inline.href.startsWith('/')) return <Link to={inline.href}>{inline.text}</Link>;
  const external = inline.href.startsWith('http');
  return (
    <a href={inline.href} {...(external ? { rel: 'noopener noreferrer' } : {})}>
      {inline.text}
    </a>
  );
}

export function LegalInlines({ content }: { content: readonly Inline[] }) {
  return content.map((inline, index) => <LegalInline key={index} inline={inline} />);
}
