import {
  IconBarbell,
  IconCoffee,
  IconParking,
  IconPool,
  IconPresentation,
  IconShieldLock,
  IconToolsKitchen2,
  IconWifi,
} from '@tabler/icons-react';
import { m } from '@innkeep/api-contract';
import type { Feature } from './sections';

/** The eight premium facilities of spec §2; the landing and home pages show them too (translated where shown). */
export const PREMIUM_FACILITIES: readonly Feature[] = [
  {
    icon: IconWifi,
    title: m('Free High-Speed WiFi'),
    description: m('Fast, reliable internet in every room and across all public areas.'),
  },
  {
    icon: IconParking,
    title: m('Free Parking'),
    description: m('Secure on-site parking for every guest at no extra cost.'),
  },
  {
    icon: IconCoffee,
    title: m('Coffee Lounge'),
    description: m('Freshly brewed coffee, teas and pastries in a relaxed setting.'),
  },
  {
    icon: IconToolsKitchen2,
    title: m('Restaurant & Room Service'),
    description: m('Local and international dishes, served at the table or brought to your room.'),
  },
  {
    icon: IconBarbell,
    title: m('Fitness Center'),
    description: m('Modern cardio and strength equipment, open around the clock.'),
  },
  {
    icon: IconPool,
    title: m('Swimming Pool'),
    description: m('A heated pool with sun loungers for a morning swim or a lazy afternoon.'),
  },
  {
    icon: IconShieldLock,
    title: m('24/7 Security'),
    description: m('Round-the-clock staff, CCTV and key-card access keep you and your belongings safe.'),
  },
  {
    icon: IconPresentation,
    title: m('Conference Rooms'),
    description: m('Fully equipped meeting spaces for business events and private gatherings.'),
  },
];
