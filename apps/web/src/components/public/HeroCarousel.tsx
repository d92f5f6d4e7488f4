import { useEffect, useState, type FocusEvent, type ReactNode } from 'react';
import { ActionIcon, Container, Text } from '@mantine/core';
import { IconPlayerPauseFilled, IconPlayerPlayFilled } from '@tabler/icons-react';
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

export function HeroCarousel({ slides, label, children, id, size = 'lg' }: HeroCarouselProps) {
  const count = slides.length;
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);

  const active = count > 0 ? index % count : 0;
  const rotating = count > 1 && !hovered && !focused && !stopped;

  // Keyed on the index so that picking a slide by hand restarts the full interval.
  useEffect(() => {
    if (!rotating) return undefined;
    const timer = window.setTimeout(() => setIndex((i) => (i + 1) % count), LIMITS.carouselIntervalMs);
    return () => window.clearTimeout(timer);
  }, [rotating, active, count]);

  // Keyboard users tabbing through the overlay get the same pause as mouse users hovering it;
  // a mouse click on a dot leaves focus behind and must not stop the rotation for good.
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
        {slides.map((slide, i) => (
          <div
            key={slide.image}
            className={classes.heroSlide}
            data-active={i === active}
            aria-hidden={i !== active}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${count}`}
          >
            <img
              className={classes.heroImage}
              src={slide.image}
              alt={slide.alt ?? slide.title}
              loading={i === 0 ? 'eager' : 'lazy'}
              decoding="async"
            />
          </div>
        ))}
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
              <div className={classes.heroControls}>
                <div className={classes.heroDots} role="group" aria-label="Choose a slide">
                  {slides.map((slide, i) => (
                    <button
                      key={slide.image}
                      type="button"
                      className={classes.heroDot}
                      aria-label={`Show slide ${i + 1}: ${slide.title}`}
                      aria-current={i === active ? 'true' : undefined}
                      onClick={() => setIndex(i)}
                    />
                  ))}
                </div>
                <ActionIcon
                  variant="white"
                  color="dark"
                  radius="xl"
                  size="md"
                  ml="xs"
                  aria-label={stopped ? 'Play slideshow' : 'Pause slideshow'}
                  onClick={() => setStopped((s) => !s)}
                >
                  {stopped ? <IconPlayerPlayFilled size={14} /> : <IconPlayerPauseFilled size={14} />}
                </ActionIcon>
              </div>
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
