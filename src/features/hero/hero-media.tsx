import { useEffect, useRef, useState } from 'react';
import { fallbackSrc, srcSet, type HeroVideo } from '../../content/media.ts';
import { useParallax } from '../../lib/use-parallax.ts';

/**
 * The hero's background: the poster (explicit size) comes after what the first paint needs: the
 * headline over the ink backdrop is the largest paint (Chrome ignores full-viewport images), so the
 * poster is fetched at low priority rather than competing with the stylesheet and the page's script on
 * a slow connection (issue 15). The video fades in over it once allowed and playing, and plays only
 * while `playing` (not paused, and seen: see `filmPlays`). The layer is taller than the hero so the
 * parallax never uncovers an edge.
 */
export function HeroMedia({ video, playing, videoAllowed }: { video: HeroVideo; playing: boolean; videoAllowed: boolean }) {
  const layer = useRef<HTMLDivElement>(null);
  const player = useRef<HTMLVideoElement>(null);
  const [playingId, setPlayingId] = useState<string | null>(null);
  useParallax(layer);

  useEffect(() => {
    const element = player.current;
    if (!element) return;
    if (!playing) element.pause();
    else void element.play().catch(() => undefined); // autoplay refused: the poster stays
  }, [playing, videoAllowed, video.id]);

  const { poster } = video;
  return (
    <div ref={layer} className="absolute inset-x-0 -top-[6%] -z-20 h-[112%] will-change-transform" aria-hidden="true">
      <picture key={video.id}>
        <source type="image/avif" srcSet={srcSet(poster, 'avif')} sizes="100vw" />
        <source type="image/webp" srcSet={srcSet(poster, 'webp')} sizes="100vw" />
        <img
          src={fallbackSrc(poster)}
          width={poster.width}
          height={poster.height}
          alt=""
          fetchPriority="low"
          className="size-full object-cover"
        />
      </picture>
      {videoAllowed ? (
        <video
          key={video.id}
          ref={player}
          data-testid="hero-video"
          data-video-id={video.id}
          muted
          loop
          playsInline
          autoPlay={playing}
          preload="auto"
          onPlaying={() => setPlayingId(video.id)}
          className={`absolute inset-0 size-full object-cover transition-opacity duration-1000 ease-calm ${
            playingId === video.id ? 'opacity-100' : 'opacity-0'
          }`}
        >
          <source src={video.webm} type="video/webm" />
          <source src={video.mp4} type="video/mp4" />
        </video>
      ) : null}
    </div>
  );
}
