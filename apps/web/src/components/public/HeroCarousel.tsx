import { useEffect, useState, type FocusEvent, type ReactNode } from 'react';
import { ActionIcon, Container, Text } from '@mantine/core';
import { Carousel } from '@mantine/carousel';
import { IconPlayerPauseFilled, IconPlayerPlayFilled } from '@tabler/icons-react';
import type { EmblaCarouselType } from 'embla-carousel';
import { LIMITS } from '@innkeep/api-contract';
import classes from './public.module.css';

export interface HeroSlide {
  image: string;
  title: string;
  subtitle: string;
  /** Describes the photo; defaults to the slide title. */
  alt?: string;
}

export interface HeroCarouselProps {
  slides: readonly HeroSlide[];
  /** Accessible name of the carousel region. */
  label: string;
  /** Static content (heading, calls to action) shown over every slide. */
  children?: ReactNode;
  id?: string;
  /** 'lg' for the landing page, 'md' for shorter page headers. */
  size?: 'md' | 'lg';
}

/**
 * Mantine's carousel behind a page header: it turns every few seconds, and pauses while the pointer
 * or the keyboard is on it, or for good with the pause button.
 */
export function HeroCarousel({ slides, label, children, id, size = 'lg' }: HeroCarouselProps) {
  const count = slides.length;
  const [embla, setEmbla] = useState<EmblaCarouselType | null>(null);
  const [active, setActive] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const rotating = count > 1 && !hovered && !focused && !stopped;

  // Keyed on the slide so that picking one by hand restarts the full interval.
  useEffect(() => {
    if (!rotating || !embla) return undefined;
    const timer = window.setTimeout(() => embla.scrollNext(), LIMITS.carouselIntervalMs);
    return () => window.clearTimeout(timer);
  }, [rotating, embla, active]);

  // Keyboard users tabbing through get the same pause as mouse users hovering; a mouse click on a
  // control leaves focus behind and must not stop the rotation for good.
  const handleFocus = (event: FocusEvent<HTMLElement>) => {
    if (isKeyboardFocus(event.target)) setFocused(true);
  };
  const handleBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };

  const current = slides[active];

  return (
    <section
      id={id}
      className={classes.hero}
      data-size={size}
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={handleFocus}
      onBlur={handleBlur}
    >
      <div className={classes.heroSlides}>
        <Carousel
          classNames={{
            root: classes.heroFill,
            viewport: classes.heroFill,
            container: classes.heroFill,
            controls: classes.heroControls,
            indicators: classes.heroIndicators,
          }}
          height="100%"
          emblaOptions={{ loop: true }}
          getEmblaApi={setEmbla}
          onSlideChange={setActive}
          withControls={count > 1}
          withIndicators={count > 1}
          previousControlProps={{ 'aria-label': 'Previous slide' }}
          nextControlProps={{ 'aria-label': 'Next slide' }}
          getIndicatorProps={(i) => ({
            'aria-label': `Show slide ${i + 1}: ${slides[i]?.title ?? ''}`,
            'aria-current': i === active || undefined,
          })}
        >
          {slides.map((slide, i) => (
            <Carousel.Slide key={slide.image} role="group" aria-roledescription="slide" aria-label={`${i + 1} of ${count}`}>
              <img
                className={classes.heroImage}
                src={slide.image}
                alt={slide.alt ?? slide.title}
                loading={i === 0 ? 'eager' : 'lazy'}
                decoding="async"
              />
            </Carousel.Slide>
          ))}
        </Carousel>
      </div>
      <div className={classes.heroShade} aria-hidden="true" />

      <Container size="lg" className={classes.heroInner}>
        <div className={classes.heroContent}>{children}</div>

        {current && (
          <div className={classes.heroFooter}>
            <div className={classes.heroCaption} aria-live={rotating ? 'off' : 'polite'} aria-atomic="true">
              <Text fw={700} size="lg">
                {current.title}
              </Text>
              <Text size="sm" opacity={0.85}>
                {current.subtitle}
              </Text>
            </div>
            {count > 1 && (
              <ActionIcon
                variant="white"
                color="dark"
                radius="xl"
                size="md"
                aria-label={stopped ? 'Play slideshow' : 'Pause slideshow'}
                onClick={() => setStopped((s) => !s)}
              >
                {stopped ? <IconPlayerPlayFilled size={14} /> : <IconPlayerPauseFilled size={14} />}
              </ActionIcon>
            )}
          </div>
        )}
      </Container>
    </section>
  );
}

function isKeyboardFocus(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    // Environments without :focus-visible support: treat all focus as keyboard focus.
    return true;
  }
}

export default HeroCarousel;
