import { useIntersection } from '@mantine/hooks';
import { Suspense, useState, type ReactNode } from 'react';

/**
 * Renders `children` (a lazy component) once its place comes within a screen's height of the viewport:
 * the code for the bottom of a long page loads as the visitor scrolls towards it, not with the page.
 * `fallback` holds the place, at the same size, until the code is there.
 */
export function WhenNear({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const { ref, entry } = useIntersection({ rootMargin: '100% 0px' });
  const [near, setNear] = useState(false);
  if (!near && entry?.isIntersecting) setNear(true);
  if (!near) return <div ref={ref}>{fallback}</div>;
  return <Suspense fallback={fallback}>{children}</Suspense>;
}
