import { Image, SimpleGrid, Stack, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { DEFAULT_ROOM_IMAGE } from '@innkeep/api-contract';
import { useT } from '../../i18n/language';
import classes from './rooms.module.css';

/** The room's pictures: a large one and a thumbnail strip to switch it (the default picture when there are none). */
export function RoomGallery({ images, name }: { images: readonly string[]; name: string }) {
  const pictures = images.length > 0 ? images : [DEFAULT_ROOM_IMAGE];
  const [shown, setShown] = useState(0);
  const t = useT();
  const current = pictures[Math.min(shown, pictures.length - 1)] ?? DEFAULT_ROOM_IMAGE;

  return (
    <Stack gap="sm">
      <Image
        src={current}
        fallbackSrc={DEFAULT_ROOM_IMAGE}
        alt={t('{name}, picture {number} of {count}', { name, number: shown + 1, count: pictures.length })}
        radius="lg"
        h={{ base: 240, sm: 380 }}
      />
      {pictures.length > 1 && (
        <SimpleGrid cols={{ base: 3, sm: 4 }} spacing="sm" role="group" aria-label={t('Pictures')}>
          {pictures.map((src, index) => (
            <UnstyledButton
              key={src}
              className={classes.thumbnail}
              data-active={index === shown || undefined}
              aria-label={t('Show picture {number}', { number: index + 1 })}
              aria-pressed={index === shown}
              onClick={() => setShown(index)}
            >
              <Image src={src} fallbackSrc={DEFAULT_ROOM_IMAGE} alt="" h={72} radius="md" />
            </UnstyledButton>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
