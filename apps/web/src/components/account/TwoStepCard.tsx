import { Alert, Button, Card, Code, Group, Image, PasswordInput, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { TWO_FACTOR_MSG } from '@innkeep/api-contract';
import { useLocalize, useT } from '../../i18n/language';
import { trpc } from '../../lib/trpc';
import { errorMessage, toast } from '../../lib/toast';
import { useQrImage } from '../food/useQrImage';

/** The profile's two-step sign-in: set up with a QR code and a code, recovery codes once, off with password and code. */
export function TwoStepCard() {
  const t = useT();
  const localize = useLocalize();
  const utils = trpc.useUtils();
  const status = trpc.auth.twoFactor.status.useQuery();
  const setup = trpc.auth.twoFactor.setup.useMutation();
  const enable = trpc.auth.twoFactor.enable.useMutation();
  const disable = trpc.auth.twoFactor.disable.useMutation();
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const qr = useQrImage(setup.data?.otpauthUrl ?? '');

  const run = async (action: () => Promise<void>) => {
    setError(null);
    try {
      await action();
      setCode('');
      setPassword('');
      await utils.auth.twoFactor.status.invalidate();
    } catch (err) {
      setError(errorMessage(err, t('Something went wrong')));
    }
  };

  const enabled = status.data?.enabled === true;
  return (
    <Card withBorder padding="lg" radius="lg">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('Two-step sign-in')}
        </Title>
        <Text size="sm" c="dimmed">
          {enabled ? t('On: signing in asks for a code from your authenticator app.') : t('Off: signing in asks for your password only.')}
        </Text>
        {status.data?.required && !enabled && (
          <Alert color="orange" title={t('Required')}>
            {localize(TWO_FACTOR_MSG.setupRequired)}
          </Alert>
        )}
        {recoveryCodes && (
          <Alert color="yellow" title={t('Your recovery codes (shown once)')}>
            <Text size="sm">{t('Keep them somewhere safe; each signs you in once without your phone.')}</Text>
            <SimpleGrid cols={2} mt="xs">
              {recoveryCodes.map((c) => (
                <Code key={c}>{c}</Code>
              ))}
            </SimpleGrid>
          </Alert>
        )}
        {!enabled && !setup.data && (
          <Group>
            <Button onClick={() => void run(async () => void (await setup.mutateAsync()))} loading={setup.isPending}>
              {t('Set up two-step sign-in')}
            </Button>
          </Group>
        )}
        {!enabled && setup.data && (
          <Stack gap="xs">
            <Text size="sm">
              {t('Scan this QR code with your authenticator app, or enter the key by hand, then enter the code it shows.')}
            </Text>
            {qr && <Image src={qr} alt={t('QR code for your authenticator app')} w={200} h={200} />}
            <Code>{setup.data.secret}</Code>
            <CodeInput label={t('Confirmation code')} value={code} onChange={setCode} />
            <Group>
              <Button
                loading={enable.isPending}
                onClick={() =>
                  void run(async () => {
                    setRecoveryCodes((await enable.mutateAsync({ code })).recoveryCodes);
                    setup.reset();
                    toast.success(t('Two-step sign-in is on'));
                  })
                }
              >
                {t('Turn on')}
              </Button>
            </Group>
          </Stack>
        )}
        {enabled && !status.data?.required && (
          <Stack gap="xs">
            <PasswordInput
              label={t('Password')}
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.currentTarget.value)}
            />
            <CodeInput label={t('Code or recovery code')} value={code} onChange={setCode} />
            <Group>
              <Button
                color="red"
                variant="light"
                loading={disable.isPending}
                onClick={() =>
                  void run(async () => {
                    await disable.mutateAsync({ password, code });
                    setRecoveryCodes(null);
                    toast.success(t('Two-step sign-in is off'));
                  })
                }
              >
                {t('Turn off')}
              </Button>
            </Group>
          </Stack>
        )}
        {error && (
          <Text c="red" size="sm" role="alert">
            {error}
          </Text>
        )}
      </Stack>
    </Card>
  );
}

function CodeInput({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  return <TextInput label={label} autoComplete="one-time-code" value={value} onChange={(e) => onChange(e.currentTarget.value)} />;
}
