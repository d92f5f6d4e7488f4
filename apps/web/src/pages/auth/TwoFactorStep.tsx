import { Button, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { TWO_FACTOR_MSG, type AuthResult } from '@innkeep/api-contract';
import { useLocalize, useT } from '../../i18n/language';
import { trpc } from '../../lib/trpc';
import { errorMessage } from '../../lib/toast';

/** The sign-in's second step: the code from the authenticator app (or a recovery code) for the ticket. */
export function TwoFactorStep({ ticket, onSignedIn }: { ticket: string; onSignedIn: (result: AuthResult) => void }) {
  const t = useT();
  const localize = useLocalize();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const verify = trpc.auth.loginTwoFactor.useMutation();

  const submit = async () => {
    setError(null);
    try {
      onSignedIn(await verify.mutateAsync({ ticket, code }));
    } catch (err) {
      setError(errorMessage(err, localize(TWO_FACTOR_MSG.codeInvalid)));
    }
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      noValidate
    >
      <Stack gap="sm">
        <Text size="sm">{t('Enter the 6-digit code from your authenticator app, or one of your recovery codes.')}</Text>
        <TextInput
          label={t('Authentication code')}
          autoComplete="one-time-code"
          inputMode="text"
          required
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
        />
        {error && (
          <Text c="red" size="sm" role="alert">
            {error}
          </Text>
        )}
        <Button type="submit" loading={verify.isPending} fullWidth>
          {t('Verify')}
        </Button>
      </Stack>
    </form>
  );
}
