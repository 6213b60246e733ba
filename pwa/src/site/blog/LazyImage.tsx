import { useEffect, useRef, useState } from 'react';
import { BLOG_PLACEHOLDER_IMAGE } from '@pwa/site/home/insights';

/** Images start loading 50 px before they show. */
export const LAZY_IMAGE_MARGIN = '50px';
export const IMAGE_FAILED_TEXT = 'Failed to load image';

interface Props {
  src: string;
  alt: string;
  className?: string;
  width: number;
  height: number;
}

type Stage = 'waiting' | 'own' | 'fallback' | 'failed';

/**
 * A picture that loads once it is about to scroll into view (the browser's own lazy loading
 * starts far earlier), and on failure tries the placeholder, then says it could not load. The
 * server renders the waiting frame: the same frame the browser hydrates.
 */
export function LazyImage({ src, alt, className, width, height }: Props) {
  const frame = useRef<HTMLSpanElement>(null);
  const [stage, setStage] = useState<Stage>('waiting');

  useEffect(() => {
    const element = frame.current;
    if (!element || stage !== 'waiting') return;
    if (typeof IntersectionObserver === 'undefined') {
      // No way to know when it shows: load it once the page has been drawn.
      const frame = requestAnimationFrame(() => setStage('own'));
      return () => cancelAnimationFrame(frame);
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          setStage('own');
        }
      },
      { rootMargin: LAZY_IMAGE_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [stage]);

  const shown = stage === 'own' ? src : stage === 'fallback' ? BLOG_PLACEHOLDER_IMAGE : null;
  return (
    <span ref={frame} className={`lazy-image ${className ?? ''}`} data-stage={stage}>
      {shown && (
        <img
          src={shown}
          alt={alt}
          width={width}
          height={height}
          onError={() => setStage(stage === 'own' && src !== BLOG_PLACEHOLDER_IMAGE ? 'fallback' : 'failed')}
        />
      )}
      {stage === 'failed' && <span className="lazy-image__failed">{IMAGE_FAILED_TEXT}</span>}
    </span>
  );
}
