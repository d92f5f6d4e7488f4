import { useState } from 'react';
import { Text } from '@mantine/core';
import { Carousel } from '@mantine/carousel';
import type { EmblaCarouselType } from 'embla-carousel';
import { useT } from '../../i18n/language';
import classes from './public.module.css';

export interface GalleryPhoto {
  src: string;
  title: string;
  alt: string;
}

/** The landing page's photo gallery: Mantine's carousel with a caption and a row of thumbnails. */
export default function PhotoGallery({ photos }: { photos: readonly GalleryPhoto[] }) {
  const [embla, setEmbla] = useState<EmblaCarouselType | null>(null);
  const [index, setIndex] = useState(0);
  const count = photos.length;
  const photo = photos[index];
  const t = useT();

  return (
    <>
      <div className={classes.galleryStage} role="region" aria-roledescription="carousel" aria-label={t('Photo gallery')}>
        <Carousel
          emblaOptions={{ loop: true }}
          getEmblaApi={setEmbla}
          onSlideChange={setIndex}
          controlSize={44}
          previousControlProps={{ 'aria-label': t('Previous photo') }}
          nextControlProps={{ 'aria-label': t('Next photo') }}
          classNames={{ control: classes.galleryArrow }}
        >
          {photos.map((item, i) => (
            <Carousel.Slide
              key={item.src}
              role="group"
              aria-roledescription="slide"
              aria-label={t('{number} of {count}', { number: i + 1, count })}
            >
              <img
                className={classes.galleryImage}
                src={item.src}
                alt={t(item.alt)}
                loading={i === 0 ? 'eager' : 'lazy'}
                decoding="async"
              />
            </Carousel.Slide>
          ))}
        </Carousel>
        {photo && (
          <div className={classes.galleryCaption} aria-live="polite" aria-atomic="true">
            <Text fw={700}>{t(photo.title)}</Text>
            <Text size="sm" opacity={0.85}>
              {t('Photo {number} of {count}', { number: index + 1, count })}
            </Text>
          </div>
        )}
      </div>
      <ul className={classes.thumbs} aria-label={t('All photos')}>
        {photos.map((item, i) => (
          <li key={item.src}>
            <button
              type="button"
              className={classes.thumb}
              aria-label={t('Show photo {number}: {title}', { number: i + 1, title: t(item.title) })}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => embla?.scrollTo(i)}
            >
              <img src={item.src} alt="" loading="lazy" decoding="async" />
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}
