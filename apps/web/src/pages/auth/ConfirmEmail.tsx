import { Alert, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { EMAIL_CHANGE_MSG } from '@innkeep/api-contract';
import { useLocalize, useT } from '../../i18n/language';
import { useAuth } from '../../auth/AuthProvider';
import { trpc } from '../../lib/trpc';
import { errorMessage } from '../../lib/toast';
import { RecoveryCard, SubmitRow } from './RecoveryCard';

/**
 * The page the link mailed to a new email address opens. It confirms on a press, not on opening:
 * mail scanners open links on their own.
 */
export default function ConfirmEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const t = useT();
  const localize = useLocalize();
  const { user, setUser } = useAuth();
  const utils = trpc.useUtils();
  const confirm = trpc.recovery.confirmEmail.useMutation();
  const [serverError, setServerError] = useState<string | null>(null);

  const submit = async () => {
    setServerError(null);
    try {
      await confirm.mutateAsync({ token });
      // Signed in here: the app shows the new address at once.
      if (user) setUser((await utils.client.auth.me.query()).user);
    } catch (err) {
      setServerError(errorMessage(err, localize(EMAIL_CHANGE_MSG.linkInvalid)));
    }
  };

  return (
    <RecoveryCard title={t('Confirm your new email address')} done={confirm.data?.message}>
      {token ? (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <Stack gap="sm">
            <Text size="sm">{t('Your account will use the address this link was mailed to, from now on.')}</Text>
            <SubmitRow error={serverError} loading={confirm.isPending} label={t('Confirm this address')} />
          </Stack>
        </form>
      ) : (
        <Alert variant="light" color="red" role="alert">
          {localize(EMAIL_CHANGE_MSG.linkInvalid)}
        </Alert>
      )}
    </RecoveryCard>
  );
}
