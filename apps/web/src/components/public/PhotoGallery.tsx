import { useState } from 'react';
import { Text } from '@mantine/core';
import { Carousel } from '@mantine/carousel';
import type { EmblaCarouselType } from 'embla-carousel';
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

  return (
    <>
      <div className={classes.galleryStage} role="region" aria-roledescription="carousel" aria-label="Photo gallery">
        <Carousel
          emblaOptions={{ loop: true }}
          getEmblaApi={setEmbla}
          onSlideChange={setIndex}
          controlSize={44}
          previousControlProps={{ 'aria-label': 'Previous photo' }}
          nextControlProps={{ 'aria-label': 'Next photo' }}
          classNames={{ control: classes.galleryArrow }}
        >
          {photos.map((item, i) => (
            <Carousel.Slide key={item.src} role="group" aria-roledescription="slide" aria-label={`${i + 1} of ${count}`}>
              <img className={classes.galleryImage} src={item.src} alt={item.alt} loading={i === 0 ? 'eager' : 'lazy'} decoding="async" />
            </Carousel.Slide>
          ))}
        </Carousel>
        {photo && (
          <div className={classes.galleryCaption} aria-live="polite" aria-atomic="true">
            <Text fw={700}>{photo.title}</Text>
            <Text size="sm" opacity={0.85}>
              Photo {index + 1} of {count}
            </Text>
          </div>
        )}
      </div>
      <ul className={classes.thumbs} aria-label="All photos">
        {photos.map((item, i) => (
          <li key={item.src}>
            <button
              type="button"
              className={classes.thumb}
              aria-label={`Show photo ${i + 1}: ${item.title}`}
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
