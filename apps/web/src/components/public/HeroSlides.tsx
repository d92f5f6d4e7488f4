import { Carousel } from '@mantine/carousel';
import type { EmblaCarouselType } from 'embla-carousel';
import { useT } from '../../i18n/language';
import { HeroImage, type HeroSlide } from './HeroCarousel';
import classes from './public.module.css';

export interface HeroSlidesProps {
  slides: readonly HeroSlide[];
  active: number;
  onEmbla: (embla: EmblaCarouselType) => void;
  onSlideChange: (index: number) => void;
}

/** Mantine's carousel of the hero's photos: its own chunk, which HeroCarousel loads when it is wanted. */
export default function HeroSlides({ slides, active, onEmbla, onSlideChange }: HeroSlidesProps) {
  const count = slides.length;
  const t = useT();
  return (
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
      getEmblaApi={onEmbla}
      onSlideChange={onSlideChange}
      withControls={count > 1}
      withIndicators={count > 1}
      previousControlProps={{ 'aria-label': t('Previous slide') }}
      nextControlProps={{ 'aria-label': t('Next slide') }}
      getIndicatorProps={(i) => ({
        'aria-label': t('Show slide {number}: {title}', { number: i + 1, title: t(slides[i]?.title ?? '') }),
        'aria-current': i === active || undefined,
      })}
    >
      {slides.map((slide, i) => (
        <Carousel.Slide
          key={slide.image}
          role="group"
          aria-roledescription="slide"
          aria-label={t('{number} of {count}', { number: i + 1, count })}
        >
          <HeroImage slide={slide} eager={i === 0} />
        </Carousel.Slide>
      ))}
    </Carousel>
  );
}
