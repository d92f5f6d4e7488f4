import { Button, Group } from '@mantine/core';
import { useT } from '../i18n/language';

interface FormButtonsProps {
  submitLabel: string;
  loading: boolean;
  onCancel?: () => void;
}

/** A form's closing row: Cancel (when the form can be left) and its submit button. */
export function FormButtons({ submitLabel, loading, onCancel }: FormButtonsProps) {
  const t = useT();
  return (
    <Group justify="flex-end" mt="xs">
      {onCancel && (
        <Button variant="default" onClick={onCancel}>
          {t('Cancel')}
        </Button>
      )}
      <Button type="submit" loading={loading}>
        {submitLabel}
      </Button>
    </Group>
  );
}
