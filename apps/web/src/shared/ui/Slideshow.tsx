import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { ActionIcon } from '@mantine/core';
import { Group } from '@/shared/ui/Group';
import { Text } from '@/shared/ui/Text';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n';
import classes from './Slideshow.module.css';
import unstyled from '@/shared/ui/unstyled.module.css';

export interface Slide {
  src: string;
  alt: string;
}

interface SlideshowProps {
  slides: Slide[];
  /** Intrinsic size of the images: the frame keeps their ratio before any loads. */
  width: number;
  height: number;
  /** Names the slideshow for screen readers. */
  label: string;
}

/**
 * Images side by side in a scroll-snapping strip: a finger swipes it, the
 * arrow keys and the buttons move it, the dots jump. Its frame keeps the
 * images' ratio from the first paint, and only the first image loads at once.
 */
/** How many 24 px dots fit between the arrows on a 320 px wide phone. */
const MOST_DOTS_ON_A_PHONE = 8;

export function Slideshow({ slides, width, height, label }: SlideshowProps) {
  const { t } = useTranslation();
  const strip = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  // A dot is a 24 px target at least: more than fit between the arrows on a
  // phone, and the phone shows "3 / 14" instead (the arrows still move).
  const crowded = slides.length > MOST_DOTS_ON_A_PHONE;

  const show = useCallback(
    (index: number) => {
      const element = strip.current;
      if (!element) return;
      const target = Math.max(0, Math.min(slides.length - 1, index));
      element.scrollTo({ left: target * element.clientWidth, behavior: 'smooth' });
    },
    [slides.length],
  );

  useEffect(() => {
    const element = strip.current;
    if (!element) return;
    const onScroll = () => setCurrent(Math.round(element.scrollLeft / element.clientWidth));
    element.addEventListener('scroll', onScroll, { passive: true });
    return () => element.removeEventListener('scroll', onScroll);
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') show(current + 1);
    else if (event.key === 'ArrowLeft') show(current - 1);
    else return;
    event.preventDefault();
  };

  return (
    <section className={classes.root} aria-roledescription="carousel" aria-label={label}>
      <div
        ref={strip}
        className={classes.strip}
        style={{ aspectRatio: `${width} / ${height}` }}
        tabIndex={0}
        onKeyDown={onKeyDown}
        aria-label={t('slideshow.position', { current: current + 1, total: slides.length })}
      >
        {slides.map((slide, index) => (
          <img
            key={slide.src}
            className={classes.slide}
            src={slide.src}
            alt={slide.alt}
            width={width}
            height={height}
            loading={index === 0 ? 'eager' : 'lazy'}
            aria-hidden={index !== current}
          />
        ))}
      </div>
      <Group justify="space-between" gap="xs" mt="xs" wrap="nowrap">
        <ActionIcon
          variant="default"
          size="lg"
          onClick={() => show(current - 1)}
          disabled={current === 0}
          aria-label={t('slideshow.previous')}
        >
          <IconChevronLeft size={20} aria-hidden />
        </ActionIcon>
        {crowded && (
          <Text hiddenFrom="sm" className={classes.counter} aria-hidden>
            {t('slideshow.counter', { current: current + 1, total: slides.length })}
          </Text>
        )}
        <div className={crowded ? `mantine-visible-from-sm ${classes.dots}` : classes.dots}>
          {slides.map((slide, index) => (
            <button
              type="button"
              key={slide.src}
              className={`${unstyled.unstyled} ${classes.dot}`}
              data-active={index === current || undefined}
              onClick={() => show(index)}
              aria-label={t('slideshow.goTo', { number: index + 1 })}
              aria-current={index === current || undefined}
            />
          ))}
        </div>
        <ActionIcon
          variant="default"
          size="lg"
          onClick={() => show(current + 1)}
          disabled={current === slides.length - 1}
          aria-label={t('slideshow.next')}
        >
          <IconChevronRight size={20} aria-hidden />
        </ActionIcon>
      </Group>
    </section>
  );
}
