import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { FormButtons } from '../FormButtons';

interface FormFooterProps {
  alert: string | null;
  submitLabel: string;
  loading: boolean;
  onCancel?: () => void;
}

/** The end of a desk form: what stops it (read out as an alert), then Cancel and the submit button. */
export function FormFooter({ alert, ...buttons }: FormFooterProps) {
  return (
    <>
      {alert && (
        <Alert color="red" variant="light" icon={<IconAlertTriangle />} role="alert">
          {alert}
        </Alert>
      )}
      <FormButtons {...buttons} />
    </>
  );
}
