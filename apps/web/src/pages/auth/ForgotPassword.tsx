import { Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { forgotPasswordInput } from '@innkeep/api-contract';
import { useSchemaForm } from '../../lib/forms';
import { trpc } from '../../lib/trpc';
import { errorMessage } from '../../lib/toast';
import { RecoveryCard, SubmitRow } from './RecoveryCard';

/** Asks for a reset link; the answer is the same whether or not the address has an account. */
export default function ForgotPasswordPage() {
  const { form, firstError } = useSchemaForm(forgotPasswordInput, { email: '' });
  const request = trpc.recovery.forgotPassword.useMutation();
  const [serverError, setServerError] = useState<string | null>(null);

  return (
    <RecoveryCard title="Forgot your password?" done={request.data?.message}>
      <form
        noValidate
        onSubmit={form.onSubmit((data) => {
          setServerError(null);
          request.mutateAsync(data).catch((err: unknown) => setServerError(errorMessage(err, 'Could not send the link')));
        })}
      >
        <Stack gap="sm">
          <Text size="sm">Enter the email address of your account and we will mail you a link to choose a new password.</Text>
          <TextInput label="Email" type="email" autoComplete="email" required {...form.getInputProps('email')} />
          <SubmitRow error={firstError ?? serverError} loading={request.isPending} label="Send the link" />
        </Stack>
      </form>
    </RecoveryCard>
  );
}
