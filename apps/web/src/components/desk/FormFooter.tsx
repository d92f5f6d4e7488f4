import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useLocalize } from '../../i18n/language';
import { FormButtons } from '../FormButtons';

interface FormFooterProps {
  alert: string | null;
  submitLabel: string;
  loading: boolean;
  onCancel?: () => void;
}

/** The end of a desk form: what stops it (read out as an alert), then Cancel and the submit button. */
export function FormFooter({ alert, ...buttons }: FormFooterProps) {
  // A schema's message or the server's (already in the reader's language) as it arrives.
  const localize = useLocalize();
  return (
    <>
      {alert && (
        <Alert color="red" variant="light" icon={<IconAlertTriangle />} role="alert">
          {localize(alert)}
        </Alert>
      )}
      <FormButtons {...buttons} />
    </>
  );
}
