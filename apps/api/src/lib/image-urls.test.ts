import { describe, expect, it } from 'vitest';
import { withAbsoluteImages } from './image-urls';

describe('withAbsoluteImages', () => {
  it('maps image and images at any depth without touching the answer it was given', () => {
    const answer = { rooms: [{ name: 'Twin', images: ['/images/a.jpg', 'https://cdn.example/b.jpg'] }], dish: { image: '/images/c.jpg' } };
    const before = structuredClone(answer);
    expect(withAbsoluteImages(answer, 'http://hotel.test')).toEqual({
      rooms: [{ name: 'Twin', images: ['http://hotel.test/images/a.jpg', 'https://cdn.example/b.jpg'] }],
      dish: { image: 'http://hotel.test/images/c.jpg' },
    });
    expect(answer).toEqual(before);
  });

  it('hands back an answer without site-path pictures as it is, not a copy', () => {
    const complaints = [{ title: 'Noise', response: null, images: ['https://cdn.example/b.jpg'] }];
    expect(withAbsoluteImages(complaints, 'http://hotel.test')).toBe(complaints);
  });
});
