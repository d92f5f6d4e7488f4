import { Alert, PasswordInput, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { MAIL_MSG, m, resetPasswordInput } from '@innkeep/api-contract';
import { useLocalize, useT } from '../../i18n/language';
import { useSchemaForm } from '../../lib/forms';
import { trpc } from '../../lib/trpc';
import { errorMessage } from '../../lib/toast';
import { RecoveryCard, SubmitRow } from './RecoveryCard';

const FIELDS = [
  ['password', m('New password')],
  ['confirmPassword', m('Confirm new password')],
] as const;

/** The page a reset link opens: a new password, twice; the token comes from the link. */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { form, firstError } = useSchemaForm(resetPasswordInput, { token, password: '', confirmPassword: '' });
  const t = useT();
  const localize = useLocalize();
  const reset = trpc.recovery.resetPassword.useMutation();
  const [serverError, setServerError] = useState<string | null>(null);

  return (
    <RecoveryCard title={t('Choose a new password')} done={reset.data?.message}>
      {token ? (
        <form
          noValidate
          onSubmit={form.onSubmit((data) => {
            setServerError(null);
            reset.mutateAsync(data).catch((err: unknown) => setServerError(errorMessage(err, localize(MAIL_MSG.resetLinkInvalid))));
          })}
        >
          <Stack gap="sm">
            <Text size="sm">{t('Every device signed in to your account will be signed out.')}</Text>
            {FIELDS.map(([field, label]) => (
              <PasswordInput
                key={field}
                label={t(label)}
                autoComplete="new-password"
                required
                {...form.getInputProps(field)}
                visibilityToggleButtonProps={{ 'aria-label': t('Show or hide password') }}
              />
            ))}
            <SubmitRow error={firstError ? localize(firstError) : serverError} loading={reset.isPending} label={t('Set new password')} />
          </Stack>
        </form>
      ) : (
        <Alert variant="light" color="red" role="alert">
          {localize(MAIL_MSG.resetLinkInvalid)}
        </Alert>
      )}
    </RecoveryCard>
  );
}
