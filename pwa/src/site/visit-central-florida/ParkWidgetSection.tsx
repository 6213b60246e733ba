import { Suspense, useEffect, useRef, useState, type RefObject } from 'react';
import type { ParkId } from '@contract/themeParks';
import { Section } from '@pwa/components/Section';
import { lazyPage } from '@pwa/lib/lazyPage';
import { ParkWidgetSkeleton } from './ParkWidgetSkeleton';
import './parkWidget.css';

// The widget's views, its data code and the query cache come in a chunk of their own, asked
// for only when the widget is about to be seen.
const ParkWidget = lazyPage(() => import('./ParkWidget'), 'ParkWidget');

/**
 * DEFAULT_PARK_IDS.length, written out: importing the contract's values here would bring its
 * query schema (and valibot) into the page's first download. ParkWidget.test.tsx keeps the two equal.
 */
export const DEFAULT_PARK_COUNT = 2;

/** How far below the screen the widget starts loading, so it is ready when it scrolls in. */
const NEAR_VIEW_MARGIN = '400px 0px';

export const parkWidgetCopy = {
  title: 'Live Theme Park Wait Times',
  intro: 'Current waits, opening hours and show times, refreshed every 5 minutes.',
} as const;

/** Whether the element has come near the screen; with no IntersectionObserver, once the page is idle. */
function useNearView(element: RefObject<HTMLElement | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const target = element.current;
    if (near || !target) return;
    if (typeof IntersectionObserver === 'undefined') {
      const timer = setTimeout(() => setNear(true), 2_000);
      return () => clearTimeout(timer);
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          setNear(true);
        }
      },
      { rootMargin: NEAR_VIEW_MARGIN },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, near]);
  return near;
}

/**
 * The live park widget's place on Visit Central Florida:
 * the given parks, else Magic Kingdom and EPCOT. The server renders its loading view; the
 * browser keeps it until the widget nears the screen, then loads the widget, which asks for the
 * parks.
 */
export function ParkWidgetSection({ parkIds }: { parkIds?: readonly ParkId[] }) {
  const frame = useRef<HTMLDivElement>(null);
  const near = useNearView(frame);
  const skeleton = <ParkWidgetSkeleton parkCount={parkIds?.length ?? DEFAULT_PARK_COUNT} />;
  return (
    <Section title={parkWidgetCopy.title} intro={parkWidgetCopy.intro} alt>
      <div ref={frame} className="park-widget-frame">
        {near ? (
          <Suspense fallback={skeleton}>
            <ParkWidget parkIds={parkIds} />
          </Suspense>
        ) : (
          skeleton
        )}
      </div>
    </Section>
  );
}
