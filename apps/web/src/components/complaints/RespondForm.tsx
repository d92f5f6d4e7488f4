import { Button, Group, Textarea } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { COMPLAINT_LIMITS, COMPLAINT_MSG } from '@innkeep/api-contract';

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
export function RespondForm({ onSend, busy, initial = '', blank = 'warn', label = 'Response', focusOnOpen }: RespondFormProps) {
  const [text, setText] = useState(initial);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const response = text.trim();
    if (!response) {
      if (blank === 'warn') setError(COMPLAINT_MSG.responseRequired);
      return;
    }
    setError(null);
    await onSend(response);
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Textarea
        label={label}
        placeholder="Write your response to the guest..."
        autosize
        minRows={3}
        maxRows={10}
        maxLength={COMPLAINT_LIMITS.responseMax}
        value={text}
        error={error}
        data-autofocus={focusOnOpen || undefined}
        onChange={(event) => {
          const value = event.currentTarget.value;
          setText(value);
          if (value.trim()) setError(null);
        }}
      />
      <Group justify="flex-end" mt="xs">
        <Button type="submit" size="sm" leftSection={<IconSend size={14} />} loading={busy}>
          Send Response
        </Button>
      </Group>
    </form>
  );
}
