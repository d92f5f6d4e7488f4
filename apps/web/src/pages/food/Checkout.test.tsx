// The food checkout form (spec 01 §5): an empty cart is blocked, and the delivery location is
// required after trimming.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FOOD_MSG } from '@innkeep/api-contract';
import { cart } from '../../state/cart';
import { apiError, enter, renderWithProviders } from '../../test/render';
import CheckoutPage from './Checkout';

const soupOnMenu = {
  _id: 'soup',
  name: 'Tomato Soup',
  category: 'lunch',
  price: 8.5,
  image: null,
  isVegetarian: true,
  isAvailable: true,
  description: '',
  ingredients: [],
  preparationTime: 10,
};

function renderCheckout(currentRoom: string | null = null) {
  const createOrder = vi.fn();
  renderWithProviders(<CheckoutPage />, {
    auth: false,
    handlers: { 'food.menu': () => [soupOnMenu], 'food.createOrder': createOrder, 'customer.dashboard': () => ({ currentRoom }) },
  });
  return createOrder;
}

const placeOrder = () => userEvent.click(screen.getByRole('button', { name: /Place Order/ }));
const location = () => screen.getByLabelText(/^Delivery Location/, { selector: 'input' });

afterEach(() => cart.clear());

describe('checkout form', () => {
  it(`an empty cart: '${FOOD_MSG.cartEmpty}', and no order`, async () => {
    const createOrder = renderCheckout();
    await enter(location(), 'Room 104');
    await placeOrder();
    // Shown in the summary and as a toast.
    await waitFor(() => expect(screen.getAllByText(FOOD_MSG.cartEmpty)).toHaveLength(2));
    expect(createOrder).not.toHaveBeenCalled();
  });

  it.each([
    ['empty', ''],
    ['blank', '   '],
  ])(`an %s delivery location: '${FOOD_MSG.deliveryLocationRequired}' on the field`, async (_kind, text) => {
    cart.add({ foodId: 'soup', name: 'Tomato Soup', category: 'lunch', price: 8.5, image: null, isVegetarian: true }, 2);
    const createOrder = renderCheckout();
    if (text) await enter(location(), text);
    await placeOrder();
    await waitFor(() => expect(location()).toHaveAttribute('aria-invalid', 'true'));
    expect(location()).toHaveAccessibleDescription(expect.stringContaining(FOOD_MSG.deliveryLocationRequired));
    expect(createOrder).not.toHaveBeenCalled();
  });

  it('a guest checked into a room finds it as the delivery location, and can change it', async () => {
    cart.add({ foodId: 'soup', name: 'Tomato Soup', category: 'lunch', price: 8.5, image: null, isVegetarian: true }, 1);
    const createOrder = renderCheckout('104');
    // Refused, so the test stops at the call it checks (no payment dialog).
    createOrder.mockImplementation(() => {
      throw apiError('BAD_REQUEST', FOOD_MSG.orderFailed);
    });
    await waitFor(() => expect(location()).toHaveValue('Room 104'));
    await userEvent.clear(location());
    await enter(location(), 'Pool Deck');
    await placeOrder();
    await waitFor(() =>
      expect(createOrder).toHaveBeenCalledWith(expect.objectContaining({ deliveryLocation: 'Pool Deck' }), expect.anything()),
    );
  });
});
