import { Alert, PasswordInput, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { MAIL_MSG, resetPasswordInput } from '@innkeep/api-contract';
import { useSchemaForm } from '../../lib/forms';
import { trpc } from '../../lib/trpc';
import { errorMessage } from '../../lib/toast';
import { RecoveryCard, SubmitRow } from './RecoveryCard';

const FIELDS = [
  ['password', 'New password'],
  ['confirmPassword', 'Confirm new password'],
] as const;

/** The page a reset link opens: a new password, twice; the token comes from the link. */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { form, firstError } = useSchemaForm(resetPasswordInput, { token, password: '', confirmPassword: '' });
  const reset = trpc.recovery.resetPassword.useMutation();
  const [serverError, setServerError] = useState<string | null>(null);

  return (
    <RecoveryCard title="Choose a new password" done={reset.data?.message}>
      {token ? (
        <form
          noValidate
          onSubmit={form.onSubmit((data) => {
            setServerError(null);
            reset.mutateAsync(data).catch((err: unknown) => setServerError(errorMessage(err, MAIL_MSG.resetLinkInvalid)));
          })}
        >
          <Stack gap="sm">
            <Text size="sm">Every device signed in to your account will be signed out.</Text>
            {FIELDS.map(([field, label]) => (
              <PasswordInput
                key={field}
                label={label}
                autoComplete="new-password"
                required
                {...form.getInputProps(field)}
                visibilityToggleButtonProps={{ 'aria-label': 'Show or hide password' }}
              />
            ))}
            <SubmitRow error={firstError ?? serverError} loading={reset.isPending} label="Set new password" />
          </Stack>
        </form>
      ) : (
        <Alert variant="light" color="red" role="alert">
          {MAIL_MSG.resetLinkInvalid}
        </Alert>
      )}
    </RecoveryCard>
  );
}
