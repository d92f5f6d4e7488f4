import type { ReactNode } from 'react';
import { Card, Stack, Text, ThemeIcon, Title, type TitleOrder } from '@mantine/core';
import type { TablerIcon } from '@tabler/icons-react';
import classes from './public.module.css';

export interface Feature {
  icon: TablerIcon;
  title: string;
  description: string;
}

interface SectionHeadingProps {
  id?: string;
  eyebrow?: string;
  title: string;
  description?: ReactNode;
  order?: TitleOrder;
  align?: 'left' | 'center';
}

/** Eyebrow, heading and lead text used at the top of every public page section. */
export function SectionHeading({ id, eyebrow, title, description, order = 2, align = 'center' }: SectionHeadingProps) {
  return (
    <Stack gap="xs" mb="xl" className={align === 'center' ? classes.sectionIntro : undefined}>
      {eyebrow && (
        <Text size="sm" fw={700} c="blue" className={classes.eyebrow}>
          {eyebrow}
        </Text>
      )}
      <Title id={id} order={order} textWrap="balance">
        {title}
      </Title>
      {description && (
        <Text c="dimmed" size="lg">
          {description}
        </Text>
      )}
    </Stack>
  );
}

/** An icon card for a facility, amenity or service. */
export function FeatureCard({ icon: Icon, title, description }: Feature) {
  return (
    <Card withBorder radius="lg" padding="lg" className={classes.liftCard}>
      <ThemeIcon size={48} radius="md" variant="light" aria-hidden="true">
        <Icon size={26} stroke={1.6} />
      </ThemeIcon>
      <Title order={3} size="h4" mt="md" mb={6}>
        {title}
      </Title>
      <Text size="sm" c="dimmed">
        {description}
      </Text>
    </Card>
  );
}
