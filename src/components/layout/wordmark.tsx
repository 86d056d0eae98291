import { cn } from '../../lib/cn.ts';

/**
 * The firm's name set as a wordmark: the first word in the display serif, the rest in spaced small
 * capitals below it. Purely typographic, so the firm's real name from the site config drops in.
 */
export function Wordmark({ name, className }: { name: string; className?: string }) {
  const [first, ...rest] = name.split(' ');
  return (
    <span className={cn('flex flex-col leading-none', className)}>
      <span className="font-display text-[1.75rem] font-medium tracking-[0.06em]">{first}</span>
      {rest.length > 0 ? (
        <span className="mt-1 text-[0.625rem] font-semibold tracking-[0.28em] whitespace-nowrap text-brass-300 uppercase sm:tracking-[0.42em]">
          {rest.join(' ')}
        </span>
      ) : null}
    </span>
  );
}
