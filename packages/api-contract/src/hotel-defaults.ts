import { LIMITS } from './constants';
import { DEFAULT_MONEY_FORMAT } from './money';
import type { HotelInfo } from './schemas/settings';

/** Minutes after its pay link expired that an unpaid QR order is cancelled by default. */
export const UNPAID_ORDER_CANCEL_MINUTES = 30;

// Apart from the schema so that pages reading the defaults do not bring zod into the first page's chunk.
/** What every installation starts with, and what pages show until the real values load. */
export const DEFAULT_HOTEL_INFO: HotelInfo = {
  hotelName: 'Innkeep Hotel & Hostel',
  contactPhone: '+1 (555) 010-2026',
  contactEmail: 'frontdesk@innkeep.test',
  address: '12 Harbour Road, Port Bellamy',
  checkInTime: '14:00',
  checkOutTime: '11:00',
  taxRatePercent: 0,
  taxName: 'VAT',
  pricesIncludeTax: true,
  foodTaxRatePercent: 0,
  cityTaxName: 'City tax',
  cityTaxPerNight: 0,
  cityTaxMaxNights: 0,
  nonRefundableDiscountPercent: 10,
  freeCancellationHours: LIMITS.freeCancellationHours,
  ...DEFAULT_MONEY_FORMAT,
  unpaidOrderCancelMinutes: UNPAID_ORDER_CANCEL_MINUTES,
  chargeUnusedNights: false,
  depositRule: 'none',
  depositPercent: 30,
};
