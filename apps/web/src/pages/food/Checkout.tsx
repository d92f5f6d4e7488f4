import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Container,
  Divider,
  Grid,
  Group,
  Image,
  Radio,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import {
  IconArrowLeft,
  IconCash,
  IconClockHour4,
  IconCreditCard,
  IconBed,
  IconQrcode,
  IconToolsKitchen2,
  type TablerIcon,
} from '@tabler/icons-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { checkoutForm, m, DEFAULT_FOOD_IMAGE, FOOD_MSG, LEDGER_MSG, orderNumber, type CheckoutForm } from '@innkeep/api-contract';
import { toCartFood } from '../../components/food/menu';
import { TotalRow } from '../../components/TotalRow';
import { checkoutAttempt, type CheckoutAttempt } from '../../components/food/qr-payment';
import { QrPaymentDialog, type PendingCheckout } from '../../components/food/QrPaymentDialog';
import { useLocalize, useT } from '../../i18n/language';
import { formatMoney } from '../../lib/format';
import { useSchemaForm } from '../../lib/forms';
import { trpc } from '../../lib/trpc';
import { errorMessage, toast } from '../../lib/toast';
import { cart, cartRules, useCart } from '../../state/cart';
import { DeliveryTime, deliveryChoice, type Delivery } from '../../components/food/DeliveryTime';

export default function CheckoutPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const t = useT();
  const localize = useLocalize();
  const { items, total, count } = useCart();
  const { form } = useSchemaForm(checkoutForm, { deliveryLocation: '', specialInstructions: '' });
  const [checkout, setCheckout] = useState<PendingCheckout | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [delivery, setDelivery] = useState<Delivery>({ when: 'now', time: '08:00' });
  const attempt = useRef<CheckoutAttempt | null>(null);
  const menu = trpc.food.menu.useQuery();
  const create = trpc.food.createOrder.useMutation();
  const utils = trpc.useUtils();
  const currentRoom = trpc.customer.dashboard.useQuery(undefined, { select: (data) => data.currentRoom }).data;

  // A guest checked into a room most likely wants the food there; they can still change it.
  useEffect(() => {
    if (currentRoom && !form.isTouched('deliveryLocation'))
      form.setFieldValue('deliveryLocation', t('Room {number}', { number: currentRoom }));
    // form is a new object each render; only the room matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [currentRoom]);
  const chargeToRoom = trpc.food.chargeToRoom.useMutation();
  // "Charge to my room" is offered to a guest checked in now (the server checks again).
  const inHouse = Boolean(currentRoom);

  // The server charges today's menu prices, so the summary shows them too.
  useEffect(() => {
    if (menu.data) cart.reprice(menu.data.map(toCartFood));
  }, [menu.data]);
  const unavailable = new Set(menu.data?.filter((food) => !food.isAvailable).map((food) => food._id));

  const goBack = () => {
    // Opened directly (no history in this tab): back means the menu.
    if (location.key === 'default') void navigate('/food-menu');
    else void navigate(-1);
  };

  const placeOrder = async (fields: CheckoutForm, toRoom = false) => {
    const parsed = { items: cartRules.orderLines(items), ...checkoutForm.parse(fields), ...deliveryChoice(delivery) };
    attempt.current = checkoutAttempt(attempt.current, parsed);
    if (toRoom) {
      try {
        await chargeToRoom.mutateAsync({ ...parsed, idempotencyKey: attempt.current.key });
        cart.clear();
        void utils.customer.dashboard.invalidate();
        void navigate('/customer/dashboard', { state: { message: localize(LEDGER_MSG.chargedToast) } });
      } catch (err) {
        toast.error(errorMessage(err, localize(FOOD_MSG.orderFailed)));
      }
      return;
    }
    try {
      const view = await create.mutateAsync({ ...parsed, idempotencyKey: attempt.current.key });
      setCheckout({ view, receivedAt: Date.now() });
      setDialogOpen(true);
      toast.success(localize(FOOD_MSG.orderPlaced));
    } catch (err) {
      toast.error(errorMessage(err, localize(FOOD_MSG.orderFailed)));
    }
  };

  /** Place Order & Pay, or Charge to my room: an empty cart is refused before the fields are checked, as the spec orders the messages. */
  const submit = (event?: FormEvent<HTMLFormElement>, toRoom = false) => {
    if (items.length === 0) {
      event?.preventDefault();
      toast.error(localize(FOOD_MSG.cartEmpty));
    } else form.onSubmit((fields) => void placeOrder(fields, toRoom))(event);
  };

  const completePayment = () => {
    const orderId = checkout?.view._id;
    // Forget the order too: closing the dialog with it still pending would show "waiting for payment" for a paid order.
    setCheckout(null);
    setDialogOpen(false);
    // Loaded here for the room; the dashboard must show the new order, not that copy.
    void utils.customer.dashboard.invalidate();
    toast.success(localize(FOOD_MSG.paymentSuccess));
    cart.clear();
    void navigate('/customer/dashboard', { state: { message: localize(FOOD_MSG.placedAndPaid), highlight: orderId } });
  };

  return (
    <Container size="lg" py="xl">
      <Group justify="space-between" mb="md">
        <Button variant="subtle" leftSection={<IconArrowLeft size={16} />} onClick={goBack} px="xs">
          {t('Back')}
        </Button>
        <Anchor component={Link} to="/food-menu" size="sm">
          <Group gap={4} component="span">
            <IconToolsKitchen2 size={16} />
            {t('Back to Menu')}
          </Group>
        </Anchor>
      </Group>
      <Title order={1} mb="lg">
        {t('Checkout')}
      </Title>

      {checkout && !dialogOpen && checkout.view.paymentStatus === 'pending' && (
        <Alert
          variant="light"
          color="yellow"
          icon={<IconClockHour4 />}
          mb="lg"
          title={t('Order #{number} is waiting for payment', { number: orderNumber(checkout.view._id) })}
        >
          <Group justify="space-between" gap="sm">
            <Text size="sm">{t('Your order goes to the kitchen once it is paid.')}</Text>
            <Button size="xs" color="yellow" onClick={() => setDialogOpen(true)}>
              {t('Resume payment')}
            </Button>
          </Group>
        </Alert>
      )}

      <form onSubmit={(event) => submit(event)} noValidate>
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Stack gap="lg">
              <Card withBorder radius="lg" padding="lg">
                <Title order={2} size="h4" mb="md">
                  {t('Delivery Details')}
                </Title>
                <Stack gap="md">
                  <TextInput
                    label={t('Delivery Location')}
                    description={t('Your room number, or where in the hotel we can find you')}
                    placeholder={t('e.g. Room 104, Pool Deck, Lobby Lounge')}
                    required
                    maxLength={200}
                    {...form.getInputProps('deliveryLocation')}
                  />
                  <Textarea
                    label={t('Special Instructions')}
                    placeholder={t('Allergies, how you like your steak, extra napkins...')}
                    autosize
                    minRows={3}
                    maxLength={500}
                    {...form.getInputProps('specialInstructions')}
                  />
                  <DeliveryTime value={delivery} onChange={setDelivery} />
                </Stack>
              </Card>
              <PaymentMethods />
            </Stack>
          </Grid.Col>

          <Grid.Col span={{ base: 12, md: 5 }}>
            <Card withBorder radius="lg" padding="lg" style={{ position: 'sticky', top: 76 }}>
              <Group justify="space-between" mb="md">
                <Title order={2} size="h4">
                  {t('Order Summary')}
                </Title>
                <Badge variant="light">{t('{count, plural, one {# item} other {# items}}', { count })}</Badge>
              </Group>
              {items.length === 0 ? (
                <Stack align="center" gap="xs" py="md">
                  <Text fw={600}>{localize(FOOD_MSG.cartEmpty)}</Text>
                  <Button component={Link} to="/food-menu" variant="light" size="xs">
                    {t('Browse Menu')}
                  </Button>
                </Stack>
              ) : (
                <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('Order items')}>
                  {items.map((item) => (
                    <Group key={item.foodId} component="li" wrap="nowrap" gap="sm" align="flex-start">
                      <Image src={item.image || DEFAULT_FOOD_IMAGE} fallbackSrc={DEFAULT_FOOD_IMAGE} alt="" w={44} h={44} radius="sm" />
                      <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
                        <Text size="sm" fw={600} lineClamp={1}>
                          {item.name}
                        </Text>
                        <Text size="xs" c="dimmed">{`${item.quantity} × ${formatMoney(item.price)}`}</Text>
                        {unavailable.has(item.foodId) && (
                          <Text size="xs" c="red">
                            {FOOD_MSG.notAvailable(item.name)}
                          </Text>
                        )}
                      </Stack>
                      <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                        {formatMoney(item.price * item.quantity)}
                      </Text>
                    </Group>
                  ))}
                </Stack>
              )}
              <Divider my="md" />
              <TotalRow amount={total} testId="checkout-total" prominent />
              <Button type="submit" size="md" fullWidth mt="lg" loading={create.isPending} leftSection={<IconQrcode size={18} />}>
                {t('Place Order & Pay')}
              </Button>
              {inHouse && (
                <Button
                  variant="light"
                  size="md"
                  fullWidth
                  mt="xs"
                  loading={chargeToRoom.isPending}
                  leftSection={<IconBed size={18} />}
                  onClick={() => submit(undefined, true)}
                >
                  {localize(LEDGER_MSG.chargeToRoom)}
                </Button>
              )}
              {items.length > 0 && (
                <Button variant="subtle" size="xs" mt="xs" fullWidth onClick={cart.openPanel}>
                  {t('Edit cart')}
                </Button>
              )}
            </Card>
          </Grid.Col>
        </Grid>
      </form>

      {checkout && (
        <QrPaymentDialog
          checkout={checkout}
          opened={dialogOpen}
          onClose={() => setDialogOpen(false)}
          onRenewed={(view) => setCheckout({ view, receivedAt: Date.now() })}
          onComplete={completePayment}
        />
      )}
    </Container>
  );
}

interface MethodOption {
  value: string;
  icon: TablerIcon;
  title: string;
  description: string;
  disabled: boolean;
}

const METHODS: MethodOption[] = [
  {
    value: 'qr',
    icon: IconQrcode,
    title: m('QR Code Payment'),
    description: m('Scan with your phone, or pay in the next step'),
    disabled: false,
  },
  { value: 'card', icon: IconCreditCard, title: m('Credit / Debit Card'), description: m('Coming soon'), disabled: true },
  { value: 'cash', icon: IconCash, title: m('Cash on Delivery'), description: m('Not available'), disabled: true },
];

/** Only the QR code can be chosen; the others are shown as what is (not yet) offered. */
function PaymentMethods() {
  const [method, setMethod] = useState('qr');
  const t = useT();
  return (
    <Card withBorder radius="lg" padding="lg">
      <Radio.Group
        value={method}
        onChange={setMethod}
        label={
          <Title order={2} size="h4">
            {t('Payment Method')}
          </Title>
        }
        labelProps={{ mb: 'md' }}
      >
        <Stack gap="sm">
          {METHODS.map(({ value, icon: Icon, title, description, disabled }) => (
            <Radio.Card
              key={value}
              value={value}
              disabled={disabled}
              radius="md"
              p="md"
              style={disabled ? { opacity: 0.55, cursor: 'not-allowed' } : undefined}
            >
              <Group wrap="nowrap" gap="md">
                <Radio.Indicator disabled={disabled} />
                <Icon size={24} />
                <div>
                  <Text fw={600}>{t(title)}</Text>
                  <Text size="sm" c="dimmed">
                    {t(description)}
                  </Text>
                </div>
              </Group>
            </Radio.Card>
          ))}
        </Stack>
      </Radio.Group>
    </Card>
  );
}
