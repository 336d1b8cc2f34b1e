/**
 * The pharmacy home's banner carousel. One slide at a time; previous/next buttons and dots; a
 * pointer or touch drag past a quarter of the width changes slide, a shorter one snaps back.
 * No autoplay: moving content is left to the user (and to reduced-motion preferences).
 */
import Icon from '@cloudscape-design/components/icon';
import { useRef, useState, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Slide } from '../api/sliders';
import { swipeStep, wrapIndex } from '../swipe';

export function Carousel({ slides }: { slides: readonly Slide[] }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const [dragX, setDragX] = useState(0);
  // The banners' own proportions (taken from the first image), so none is cropped.
  const [ratio, setRatio] = useState<number | null>(null);
  const drag = useRef<{ pointerId: number; startX: number; width: number } | null>(null);
  const count = slides.length;
  const current = wrapIndex(index, count);

  if (count === 0) return null;

  const go = (step: number) => setIndex((i) => wrapIndex(i + step, count));

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (count < 2 || (event.pointerType === 'mouse' && event.button !== 0)) return;
    drag.current = { pointerId: event.pointerId, startX: event.clientX, width: event.currentTarget.clientWidth };
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (drag.current?.pointerId !== event.pointerId) return;
    setDragX(event.clientX - drag.current.startX);
  };
  const endDrag = (event: PointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    if (d?.pointerId !== event.pointerId) return;
    drag.current = null;
    const step = swipeStep(event.clientX - d.startX, d.width);
    setDragX(0);
    if (step) go(step);
  };

  return (
    <section className="carousel" aria-roledescription="carousel" aria-label={t('home.carousel.label')} data-testid="carousel">
      <div
        className={`carousel-viewport${dragX ? ' is-dragging' : ''}`}
        style={ratio ? { aspectRatio: String(ratio) } : undefined}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
      >
        <div className="carousel-track" style={{ transform: `translateX(calc(${-current * 100}% + ${dragX}px))` }}>
          {slides.map((slide, i) => (
            <div
              key={`${slide.name}-${i}`}
              className="carousel-slide"
              role="group"
              aria-roledescription="slide"
              aria-label={t('home.carousel.slide', { index: i + 1, total: count })}
              aria-hidden={i !== current}
            >
              <img
                src={slide.url}
                alt={slide.name}
                draggable={false}
                loading={i === 0 ? 'eager' : 'lazy'}
                decoding="async"
                onLoad={
                  i === 0
                    ? (event) => {
                        const img = event.currentTarget;
                        if (img.naturalWidth && img.naturalHeight) setRatio(img.naturalWidth / img.naturalHeight);
                      }
                    : undefined
                }
              />
            </div>
          ))}
        </div>
      </div>
      {count > 1 ? (
        <div className="carousel-controls">
          <button type="button" className="carousel-button" onClick={() => go(-1)} aria-label={t('home.carousel.previous')}>
            <Icon name="angle-left" />
          </button>
          <div className="carousel-dots">
            {slides.map((slide, i) => (
              <button
                key={`${slide.name}-dot-${i}`}
                type="button"
                className="carousel-dot"
                aria-label={t('home.carousel.go_to', { index: i + 1, total: count })}
                aria-current={i === current}
                onClick={() => setIndex(i)}
              />
            ))}
          </div>
          <button type="button" className="carousel-button" onClick={() => go(1)} aria-label={t('home.carousel.next')}>
            <Icon name="angle-right" />
          </button>
        </div>
      ) : null}
    </section>
  );
}
