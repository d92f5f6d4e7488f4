import { lazy, Suspense, useEffect, useRef, useState, type FocusEvent, type ReactNode } from 'react';
import { ActionIcon, Container, Text } from '@mantine/core';
import { IconPlayerPauseFilled, IconPlayerPlayFilled } from '@tabler/icons-react';
import type { EmblaCarouselType } from 'embla-carousel';
import { LIMITS } from '@innkeep/api-contract';
import { useT } from '../../i18n/language';
import classes from './public.module.css';

export interface HeroSlide {
  image: string;
  title: string;
  subtitle: string;
  /** Describes the photo; defaults to the slide title. The texts are source texts (marked with m), translated where shown. */
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

// The carousel's code (Mantine's carousel, Embla) is not needed to show the first photo.
const HeroSlides = lazy(() => import('./HeroSlides'));

/**
 * Mantine's carousel behind a page header: it turns every few seconds, and pauses while the pointer
 * or the keyboard is on it, or for good with the pause button. Until the pointer or the keyboard comes
 * to it or the first turn is due, the first photo stands alone and the carousel's code stays unloaded.
 */
export function HeroCarousel({ slides, label, children, id, size = 'lg' }: HeroCarouselProps) {
  const count = slides.length;
  const [embla, setEmbla] = useState<EmblaCarouselType | null>(null);
  const [active, setActive] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const [wanted, setWanted] = useState(false);
  const turnOnArrival = useRef(false);
  const t = useT();
  const rotating = count > 1 && !hovered && !focused && !stopped;

  // Keyed on the slide so that picking one by hand restarts the full interval. The first turn, if the
  // carousel is not there yet, sends for it and happens when it arrives.
  useEffect(() => {
    if (!rotating) return undefined;
    const timer = window.setTimeout(() => {
      if (embla) embla.scrollNext();
      else {
        turnOnArrival.current = true;
        setWanted(true);
      }
    }, LIMITS.carouselIntervalMs);
    return () => window.clearTimeout(timer);
  }, [rotating, embla, active]);

  const handleEmbla = (api: EmblaCarouselType) => {
    setEmbla(api);
    if (turnOnArrival.current) api.scrollNext();
    turnOnArrival.current = false;
  };

  // Keyboard users tabbing through get the same pause as mouse users hovering; a mouse click on a
  // control leaves focus behind and must not stop the rotation for good.
  const handleFocus = (event: FocusEvent<HTMLElement>) => {
    setWanted(true);
    if (isKeyboardFocus(event.target)) setFocused(true);
  };
  const handleBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };

  const current = slides[active];
  const first = slides[0];
  const firstPhoto = first && <HeroImage slide={first} eager />;

  return (
    <section
      id={id}
      className={classes.hero}
      data-size={size}
      aria-roledescription="carousel"
      aria-label={label}
      onPointerDown={() => setWanted(true)}
      onMouseEnter={() => {
        setHovered(true);
        setWanted(true);
      }}
      onMouseLeave={() => setHovered(false)}
      onFocus={handleFocus}
      onBlur={handleBlur}
    >
      <div className={classes.heroSlides}>
        {wanted ? (
          <Suspense fallback={firstPhoto}>
            <HeroSlides slides={slides} active={active} onEmbla={handleEmbla} onSlideChange={setActive} />
          </Suspense>
        ) : (
          firstPhoto
        )}
      </div>
      <div className={classes.heroShade} aria-hidden="true" />

      <Container size="lg" className={classes.heroInner}>
        <div className={classes.heroContent}>{children}</div>

        {current && (
          <div className={classes.heroFooter}>
            <div className={classes.heroCaption} aria-live={rotating ? 'off' : 'polite'} aria-atomic="true">
              <Text fw={700} size="lg">
                {t(current.title)}
              </Text>
              <Text size="sm" opacity={0.85}>
                {t(current.subtitle)}
              </Text>
            </div>
            {count > 1 && (
              <ActionIcon
                variant="white"
                color="dark"
                radius="xl"
                size="md"
                aria-label={stopped ? t('Play slideshow') : t('Pause slideshow')}
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

export function HeroImage({ slide, eager }: { slide: HeroSlide; eager: boolean }) {
  const t = useT();
  return (
    <img
      className={classes.heroImage}
      src={slide.image}
      alt={t(slide.alt ?? slide.title)}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
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
