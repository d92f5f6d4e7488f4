import { NativeSelect } from '@mantine/core';
import { complaintStatusOptions, type ComplaintStatus } from '@innkeep/api-contract';
import { useT } from '../../i18n/language';

interface StatusSelectProps {
  value: ComplaintStatus;
  onChange: (status: ComplaintStatus) => void;
  disabled?: boolean;
  label?: string;
  /** Accessible name when there is no visible label (a row's dropdown). */
  ariaLabel?: string;
}

/** Any of the four statuses, as the admin may set them (spec 02 §4). */
export function StatusSelect({ value, onChange, disabled, label, ariaLabel }: StatusSelectProps) {
  const t = useT();
  return (
    <NativeSelect
      label={label}
      aria-label={ariaLabel}
      data={complaintStatusOptions.map((option) => ({ ...option, label: t(option.label) }))}
      value={value}
      disabled={disabled}
      onChange={(event) => {
        const next = event.currentTarget.value as ComplaintStatus;
        if (next !== value) onChange(next);
      }}
    />
  );
}
