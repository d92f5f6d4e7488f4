import type { ReactNode } from 'react';
import {
  Box,
  Card,
  Container,
  Group,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
  type ContainerProps,
  type TitleOrder,
} from '@mantine/core';
import type { TablerIcon } from '@tabler/icons-react';
import { useT } from '../../i18n/language';
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

/** An icon card for a facility, amenity or service; its texts are source texts (marked with m), translated here. */
export function FeatureCard({ icon: Icon, title, description }: Feature) {
  const t = useT();
  return (
    <Card withBorder radius="lg" padding="lg" className={classes.liftCard}>
      <ThemeIcon size={48} radius="md" variant="light" aria-hidden="true">
        <Icon size={26} stroke={1.6} />
      </ThemeIcon>
      <Title order={3} size="h4" mt="md" mb={6}>
        {t(title)}
      </Title>
      <Text size="sm" c="dimmed">
        {t(description)}
      </Text>
    </Card>
  );
}

interface PageSectionProps {
  /** The id of the section's heading, which names the section for screen readers. */
  labelledBy?: string;
  id?: string;
  /** Tinted background, alternating with plain sections down the page. */
  alt?: boolean;
  /** A band that follows a section of the same colour needs no top padding of its own. */
  flush?: boolean;
  component?: 'section' | 'header';
  size?: ContainerProps['size'];
  children: ReactNode;
}

/** One band of a public page: full-width background, content in a centred container. */
export function PageSection({
  labelledBy,
  id,
  alt = false,
  flush = false,
  component = 'section',
  size = 'lg',
  children,
}: PageSectionProps) {
  return (
    <Box
      component={component}
      id={id}
      className={alt ? `${classes.section} ${classes.sectionAlt}` : classes.section}
      pt={flush ? 0 : undefined}
      aria-labelledby={labelledBy}
    >
      <Container size={size}>{children}</Container>
    </Box>
  );
}

/** Feature cards four to a row on wide screens. */
export function FeatureGrid({ features }: { features: readonly Feature[] }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="lg">
      {features.map((feature) => (
        <FeatureCard key={feature.title} {...feature} />
      ))}
    </SimpleGrid>
  );
}

interface CtaBandProps {
  titleId: string;
  title: string;
  lead: string;
  /** The band's buttons. */
  actions: ReactNode;
  /** A small line under the buttons. */
  footnote: ReactNode;
}

/** The closing call to action of a page, as its own flush section. */
export function CtaBand({ titleId, title, lead, actions, footnote }: CtaBandProps) {
  return (
    <PageSection labelledBy={titleId} flush>
      <Stack align="center" ta="center" gap="md" className={classes.ctaBand}>
        <Title id={titleId} order={2}>
          {title}
        </Title>
        <Text c="dimmed" size="lg" maw={560}>
          {lead}
        </Text>
        <Group justify="center" gap="sm">
          {actions}
        </Group>
        <Text size="sm" c="dimmed">
          {footnote}
        </Text>
      </Stack>
    </PageSection>
  );
}
