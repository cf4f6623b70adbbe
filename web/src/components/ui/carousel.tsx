import { Children, type ReactNode, useCallback, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ChevronIcon } from "./icons.tsx";
import "./carousel.css";
import "./dialog.css";

/** Slides per view by minimum viewport width, e.g. `{ 0: 1, 480: 2, 600: 4, 1024: 5 }`. */
export type SlidesPerView = Record<number, number>;

export function slidesForWidth(perView: SlidesPerView, width: number): number {
  let best = 1;
  let bestMin = -1;
  for (const [min, count] of Object.entries(perView)) {
    const m = Number(min);
    if (width >= m && m > bestMin) {
      best = count;
      bestMin = m;
    }
  }
  return best;
}

function useViewportWidth(): number {
  const [width, setWidth] = useState(() => (typeof window === "undefined" ? 1024 : window.innerWidth));
  useEffect(() => {
    const onResize = () => setWidth(window.innerWidth);
    window.addEventListener("resize", onResize);
    return () => window.removeEventListener("resize", onResize);
  }, []);
  return width;
}

export interface CarouselProps {
  /** Accessible name of the carousel (also shown as its heading unless `hideTitle`). */
  title: string;
  hideTitle?: boolean;
  slidesPerView: SlidesPerView;
  children: ReactNode;
  /** Extra header content, e.g. a "See All" link. */
  headerExtra?: ReactNode;
  /** Level of the carousel's heading (default 2). */
  headingLevel?: 2 | 3 | 4;
  /** Smaller controls and gaps, for carousels inside cards. */
  compact?: boolean;
  /**
   * The narrowest a slide may be (a CSS length): `slidesPerView` counts by the window's width, and a
   * carousel in a narrower column (the store page beside its cart panel) would squeeze its slides.
   */
  minSlideWidth?: string;
}

/** A horizontally scrolling, scroll-snapping track with previous/next buttons that page by one view. */
export function Carousel({
  title,
  hideTitle,
  slidesPerView,
  children,
  headerExtra,
  headingLevel = 2,
  compact = false,
  minSlideWidth,
}: CarouselProps) {
  const { t } = useTranslation();
  const trackRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const perView = slidesForWidth(slidesPerView, useViewportWidth());
  const [edges, setEdges] = useState({ atStart: true, atEnd: false });

  const update = useCallback(() => {
    const track = trackRef.current;
    if (!track) return;
    const scrolled = Math.abs(track.scrollLeft);
    setEdges({ atStart: scrolled < 2, atEnd: scrolled + track.clientWidth >= track.scrollWidth - 2 });
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: re-measure when the slides or the view width change
  useEffect(() => {
    update();
  }, [update, perView, Children.count(children)]);

  const page = (direction: 1 | -1) => {
    const track = trackRef.current;
    if (!track) return;
    const rtl = getComputedStyle(track).direction === "rtl";
    track.scrollBy({ left: direction * track.clientWidth * (rtl ? -1 : 1), behavior: "smooth" });
  };

  const slides = Children.toArray(children);
  const Heading = `h${headingLevel}` as const;
  return (
    <section
      className={compact ? "carousel carousel--compact" : "carousel"}
      aria-labelledby={titleId}
      aria-roledescription="carousel"
    >
      <div className="carousel__header">
        <Heading id={titleId} className={hideTitle ? "visually-hidden" : "carousel__title"} dir="auto">
          {title}
        </Heading>
        {headerExtra}
        <div className="carousel__controls">
          <button
            type="button"
            className="icon-btn"
            aria-label={t("common.previous")}
            disabled={edges.atStart}
            onClick={() => page(-1)}
          >
            <ChevronIcon direction="start" />
          </button>
          <button
            type="button"
            className="icon-btn"
            aria-label={t("common.next")}
            disabled={edges.atEnd}
            onClick={() => page(1)}
          >
            <ChevronIcon direction="end" />
          </button>
        </div>
      </div>
      <div
        ref={trackRef}
        className="carousel__track"
        style={{ ["--per-view" as string]: perView, ["--min-slide" as string]: minSlideWidth }}
        onScroll={update}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable track must be reachable from the keyboard even when its slides hold nothing focusable (WCAG 2.1.1)
        tabIndex={0}
      >
        {slides.map((slide, index) => (
          // biome-ignore lint/a11y/useSemanticElements: WAI-ARIA carousel pattern: slides are groups, not form fieldsets
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: slides are positional
            key={index}
            className="carousel__slide"
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} / ${slides.length}`}
          >
            {slide}
          </div>
        ))}
      </div>
    </section>
  );
}
