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
import type { Feature } from './sections';

/** The eight premium facilities of spec §2; the landing and home pages show them too. */
export const PREMIUM_FACILITIES: readonly Feature[] = [
  {
    icon: IconWifi,
    title: 'Free High-Speed WiFi',
    description: 'Fast, reliable internet in every room and across all public areas.',
  },
  {
    icon: IconParking,
    title: 'Free Parking',
    description: 'Secure on-site parking for every guest at no extra cost.',
  },
  {
    icon: IconCoffee,
    title: 'Coffee Lounge',
    description: 'Freshly brewed coffee, teas and pastries in a relaxed setting.',
  },
  {
    icon: IconToolsKitchen2,
    title: 'Restaurant & Room Service',
    description: 'Local and international dishes, served at the table or brought to your room.',
  },
  {
    icon: IconBarbell,
    title: 'Fitness Center',
    description: 'Modern cardio and strength equipment, open around the clock.',
  },
  {
    icon: IconPool,
    title: 'Swimming Pool',
    description: 'A heated pool with sun loungers for a morning swim or a lazy afternoon.',
  },
  {
    icon: IconShieldLock,
    title: '24/7 Security',
    description: 'Round-the-clock staff, CCTV and key-card access keep you and your belongings safe.',
  },
  {
    icon: IconPresentation,
    title: 'Conference Rooms',
    description: 'Fully equipped meeting spaces for business events and private gatherings.',
  },
];
