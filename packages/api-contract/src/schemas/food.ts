import { z } from 'zod';
import { t } from '../i18n/translate';
import { LIMITS } from '../constants';
import { formNumber, idField, optionalText, requiredText } from './common';

/** Limits of food ordering and the simulated QR payment that the spec leaves open. */
export const FOOD_LIMITS = {
  /** Per line: a generous room-service order, small enough to catch a typo like 200. */
  maxQuantity: 20,
  /** Distinct dishes in one order. */
  maxLines: 30,
  /** The spec's fixed merchant id in the QR payload. */
  merchantId: 'INNKEEP-HOTEL-001',
} as const;

/** The spec's order number, shown to guests and staff: the last 6 characters of the order's id. */
export function orderNumber(orderId: string): string {
  return orderId.slice(-LIMITS.orderNumberLength);
}

/** Food-ordering texts: spec 01 §5 and §8 quoted, plus the server's payment answers. */
export const FOOD_MSG = {
  loginToOrder: 'Please login to order food',
  customersOnly: 'Only customers can order food',
  cartEmpty: 'Your cart is empty',
  deliveryLocationRequired: 'Please enter delivery location',
  quantityRange: `Quantity must be a whole number from 1 to ${FOOD_LIMITS.maxQuantity}`,
  tooManyLines: `An order can have at most ${FOOD_LIMITS.maxLines} different dishes`,
  itemMissing: 'An item in your cart is no longer on the menu. Please remove it and try again.',
  notAvailable: (name: string) => t('{name} is not available right now', { name }),
  orderPlaced: 'Order placed successfully!',
  orderFailed: 'Failed to place order',
  orderNotFound: 'Order not found',
  addedToCart: (name: string) => t('{name} added to cart', { name }),
  updatedInCart: (name: string) => t('Updated {name} quantity in cart', { name }),
  removedFromCart: (name: string) => t('{name} removed from cart', { name }),
  quantityLimit: (name: string) => t('You can order at most {max} × {name} at once', { max: FOOD_LIMITS.maxQuantity, name }),
  cartCleared: 'Cart cleared',
  paymentSuccess: 'Payment successful!',
  paymentInfoCopied: 'Payment info copied to clipboard',
  paymentInfoCopyFailed: 'Failed to copy payment info',
  paymentLinkInvalid: 'This payment link is not valid',
  paymentExpired: 'This payment link has expired. Create a new one from the checkout page.',
  alreadyPaid: 'This order has already been paid',
  orderCancelled: 'This order was cancelled and cannot be paid',
  paymentFailed: 'Payment failed. Please try again.',
  notStartable: 'This order is not paid, not charged to a room and not accepted as pay on delivery: collect payment before starting it',
  payOnDeliveryClosed: 'Only an unpaid order that is not yet delivered or cancelled can be paid on delivery',
  /** Router state the customer dashboard may show after a completed checkout. */
  placedAndPaid: 'Your order has been placed and paid.',
  deliveryTimePast: 'Choose a delivery time later than now',
  chargeToRoomClosed: 'Only an unpaid order that is not yet delivered or cancelled can be charged to a room',
  guestNotInHouse: 'This guest is not checked in now, so the order cannot be charged to a room',
  chargedToRoomByStaff: 'Order charged to the guest’s room',
  viewCart: 'View cart',
} as const;

/** A client-generated key that makes a retried request return the first result. */
const clientKey = z.string().trim().min(8, 'Invalid request key').max(100, 'Invalid request key');

export const orderLineInput = z.object({
  foodId: idField,
  quantity: formNumber(
    z
      .number({ error: FOOD_MSG.quantityRange })
      .int(FOOD_MSG.quantityRange)
      .min(1, FOOD_MSG.quantityRange)
      .max(FOOD_LIMITS.maxQuantity, FOOD_MSG.quantityRange),
  ),
});

/** The two days a guest may ask delivery for: today, or e.g. breakfast tomorrow. */
export const DELIVERY_DAYS = ['today', 'tomorrow'] as const;
export const deliveryTimeInput = z.object({
  day: z.enum(DELIVERY_DAYS, { error: 'Delivery day must be today or tomorrow' }),
  time: z
    .string()
    .trim()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a 24-hour time like 08:00'),
});
export type DeliveryTimeInput = z.output<typeof deliveryTimeInput>;

/** POST /api/food/orders. Prices are never accepted: the server reads them from the menu. */
export const createFoodOrderInput = z.object({
  items: z.array(orderLineInput, { error: FOOD_MSG.cartEmpty }).min(1, FOOD_MSG.cartEmpty).max(FOOD_LIMITS.maxLines, FOOD_MSG.tooManyLines),
  deliveryLocation: requiredText(200, FOOD_MSG.deliveryLocationRequired),
  specialInstructions: optionalText(500),
  idempotencyKey: clientKey.optional(),
  /** When to bring it, by the hotel's clocks; without it, as soon as it is ready. */
  deliverAt: deliveryTimeInput.optional(),
});
export type CreateFoodOrderInput = z.input<typeof createFoodOrderInput>;
/** The checkout form's own fields; the cart supplies the lines. */
export const checkoutForm = createFoodOrderInput.pick({ deliveryLocation: true, specialInstructions: true });
export type CheckoutForm = z.input<typeof checkoutForm>;
export type CreateFoodOrderData = z.output<typeof createFoodOrderInput>;

export const foodOrderIdInput = z.object({ orderId: idField });
export type FoodOrderIdInput = z.output<typeof foodOrderIdInput>;

/** The token from the payment link is the authorization: whoever holds the QR code may pay. */
export const paymentToken = z
  .string({ error: FOOD_MSG.paymentLinkInvalid })
  .trim()
  .min(1, FOOD_MSG.paymentLinkInvalid)
  .max(200, FOOD_MSG.paymentLinkInvalid);

export const paymentLinkInput = z.object({ orderId: idField, token: paymentToken });
export type PaymentLinkInput = z.output<typeof paymentLinkInput>;

export const payFoodOrderInput = z.object({
  orderId: idField,
  token: paymentToken,
  /** Same key on a retry: the same successful answer instead of a "already paid" refusal. */
  paymentKey: clientKey.optional(),
});
export type PayFoodOrderInput = z.output<typeof payFoodOrderInput>;

/** The payment link path the server hands out; clients put their own origin in front. */
export function paymentPath(orderId: string, token: string): string {
  return `/pay/${encodeURIComponent(orderId)}?token=${encodeURIComponent(token)}`;
}
