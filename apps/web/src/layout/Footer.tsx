import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Anchor, Container, Divider, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconClock, IconMail, IconMapPin, IconPhone, type TablerIcon } from '@tabler/icons-react';
import { m } from '@innkeep/api-contract';
import { useT } from '../i18n/language';
import { clockTime } from '../lib/format';
import { useHotelInfo } from '../lib/hotel';
import classes from '../components/public/public.module.css';

const PAGE_LINKS = [
  { to: '/rooms', label: m('Rooms') },
  { to: '/facilities', label: m('Facilities') },
  { to: '/food-menu', label: m('Food Menu') },
] as const;

const GUEST_LINKS = [
  { to: '/login', label: m('Sign In') },
  { to: '/register', label: m('Create Account') },
] as const;

/** Turns a display phone number such as '+1 (555) 010-2030' into a dialable tel: link. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

interface FooterProps {
  /** Hides the sign-in and registration links, which only make sense to visitors. */
  signedIn?: boolean;
}

function FooterHeading({ children }: { children: string }) {
  return (
    <Title order={2} size="h6" tt="uppercase" lts="0.08em" mb="sm">
      {children}
    </Title>
  );
}

function ContactLine({ icon: Icon, children }: { icon: TablerIcon; children: ReactNode }) {
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <Icon size={18} stroke={1.6} aria-hidden="true" style={{ flex: 'none', marginTop: 2 }} />
      <Text size="sm" c="dimmed">
        {children}
      </Text>
    </Group>
  );
}

export default function Footer({ signedIn = false }: FooterProps) {
  const { hotelName, address, contactPhone, contactEmail, checkInTime, checkOutTime } = useHotelInfo();
  const links = signedIn ? PAGE_LINKS : [...PAGE_LINKS, ...GUEST_LINKS];
  const year = new Date().getFullYear();
  const t = useT();

  return (
    <footer className={classes.footer}>
      <Container size="lg" py={48}>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="xl">
          <Stack gap="sm">
            <Group gap="sm" wrap="nowrap">
              <img src="/images/logo.svg" alt="" width={36} height={36} />
              <Text fw={800} size="lg">
                {hotelName}
              </Text>
            </Group>
            <Text size="sm" c="dimmed">
              {t('Comfortable rooms, good food and friendly service, whether you stay one night or one month.')}
            </Text>
          </Stack>

          <nav aria-label={t('Footer')}>
            <FooterHeading>{t('Quick Links')}</FooterHeading>
            <Stack component="ul" gap={8} className={classes.footerList}>
              {links.map((link) => (
                <li key={link.to}>
                  <Anchor component={Link} to={link.to} size="sm" className={classes.footerLink}>
                    {t(link.label)}
                  </Anchor>
                </li>
              ))}
            </Stack>
          </nav>

          <div>
            <FooterHeading>{t('Contact')}</FooterHeading>
            <Stack gap="sm">
              <ContactLine icon={IconMapPin}>{address}</ContactLine>
              <ContactLine icon={IconPhone}>
                <Anchor href={telHref(contactPhone)} inherit className={classes.footerLink}>
                  {contactPhone}
                </Anchor>
              </ContactLine>
              <ContactLine icon={IconMail}>
                <Anchor href={`mailto:${contactEmail}`} inherit className={classes.footerLink}>
                  {contactEmail}
                </Anchor>
              </ContactLine>
            </Stack>
          </div>

          <div>
            <FooterHeading>{t('Your Stay')}</FooterHeading>
            <Stack gap="sm">
              <ContactLine icon={IconClock}>{t('Check-in from {time}', { time: clockTime(checkInTime) })}</ContactLine>
              <ContactLine icon={IconClock}>{t('Check-out until {time}', { time: clockTime(checkOutTime) })}</ContactLine>
              <ContactLine icon={IconClock}>{t('Front desk open 24/7')}</ContactLine>
            </Stack>
          </div>
        </SimpleGrid>

        <Divider my="xl" />

        <Text size="sm" c="dimmed" ta="center">
          {t('© {year} {hotelName}. All rights reserved.', { year: String(year), hotelName })}
        </Text>
      </Container>
    </footer>
  );
}
