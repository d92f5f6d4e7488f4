import { Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { forgotPasswordInput } from '@innkeep/api-contract';
import { useLocalize, useT } from '../../i18n/language';
import { useSchemaForm } from '../../lib/forms';
import { trpc } from '../../lib/trpc';
import { errorMessage } from '../../lib/toast';
import { RecoveryCard, SubmitRow } from './RecoveryCard';

/** Asks for a reset link; the answer is the same whether or not the address has an account. */
export default function ForgotPasswordPage() {
  const { form, firstError } = useSchemaForm(forgotPasswordInput, { email: '' });
  const t = useT();
  const localize = useLocalize();
  const request = trpc.recovery.forgotPassword.useMutation();
  const [serverError, setServerError] = useState<string | null>(null);

  return (
    <RecoveryCard title={t('Forgot your password?')} done={request.data?.message}>
      <form
        noValidate
        onSubmit={form.onSubmit((data) => {
          setServerError(null);
          request.mutateAsync(data).catch((err: unknown) => setServerError(errorMessage(err, t('Could not send the link'))));
        })}
      >
        <Stack gap="sm">
          <Text size="sm">{t('Enter the email address of your account and we will mail you a link to choose a new password.')}</Text>
          <TextInput label={t('Email')} type="email" autoComplete="email" required {...form.getInputProps('email')} />
          <SubmitRow error={firstError ? localize(firstError) : serverError} loading={request.isPending} label={t('Send the link')} />
        </Stack>
      </form>
    </RecoveryCard>
  );
}
