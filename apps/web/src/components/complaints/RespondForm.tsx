import { Button, Group, Textarea } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { COMPLAINT_LIMITS, respondComplaintInput } from '@innkeep/api-contract';
import { useT } from '../../i18n/language';
import { useLocalizedInput } from '../account/useLocalizedInput';
import { useSchemaForm } from '../../lib/forms';

// The complaint's id comes from the screen, not the form.
const responseSchema = respondComplaintInput.pick({ response: true });

interface RespondFormProps {
  /** Sends the trimmed text. */
  onSend: (response: string) => Promise<unknown>;
  busy: boolean;
  initial?: string;
  /** The staff dashboard ignores a blank answer silently; admins are told to enter one. */
  blank?: 'warn' | 'ignore';
  label?: string;
  focusOnOpen?: boolean;
}

/** A response box with its send button, shared by the admin screens and the staff dashboard. */
export function RespondForm({ onSend, busy, initial = '', blank = 'warn', label, focusOnOpen }: RespondFormProps) {
  const t = useT();
  const localized = useLocalizedInput();
  const { form } = useSchemaForm(responseSchema, { response: initial });

  return (
    <form
      onSubmit={form.onSubmit(
        ({ response }) => void onSend(response),
        () => {
          if (blank === 'ignore') form.clearErrors();
        },
      )}
      noValidate
    >
      <Textarea
        label={label ?? t('Response')}
        placeholder={t('Write your response to the guest...')}
        autosize
        minRows={3}
        maxRows={10}
        maxLength={COMPLAINT_LIMITS.responseMax}
        data-autofocus={focusOnOpen || undefined}
        {...localized(form.getInputProps('response'))}
      />
      <Group justify="flex-end" mt="xs">
        <Button type="submit" size="sm" leftSection={<IconSend size={14} />} loading={busy}>
          {t('Send Response')}
        </Button>
      </Group>
    </form>
  );
}
