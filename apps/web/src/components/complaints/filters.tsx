import { Button, Grid, NativeSelect, TextInput } from '@mantine/core';
import { IconFilterOff, IconSearch } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import {
  complaintCategoryOptions,
  complaintStatusOptions,
  priorityOptions,
  type ComplaintCategory,
  type ComplaintStatus,
  type Priority,
} from '@innkeep/api-contract';
import { useT } from '../../i18n/language';

/** The filters both admin screens share; '' means "all". */
export type BaseComplaintFilters = {
  search: string;
  status: ComplaintStatus | '';
  category: ComplaintCategory | '';
  priority: Priority | '';
};

export const EMPTY_FILTERS: BaseComplaintFilters = { search: '', status: '', category: '', priority: '' };

/** Column width of one select: two per row on phones, three on tablets, six on wide screens. */
export const FILTER_SPAN = { base: 6, sm: 4, lg: 2 } as const;

/** A select's options in the language on screen, after its "all" choice. */
const withAll = <T extends string>(t: (source: string) => string, all: string, options: { value: T; label: string }[]) => [
  { value: '', label: all },
  ...options.map((option) => ({ ...option, label: t(option.label) })),
];

interface FilterBarProps {
  filters: BaseComplaintFilters;
  onChange: (patch: Partial<BaseComplaintFilters>) => void;
  onClear: () => void;
  canClear: boolean;
  /** Extra controls (date range, sorting) placed after the common ones. */
  children?: ReactNode;
}

/** Search, status, category and priority, with Clear Filters. */
export function ComplaintFilterBar({ filters, onChange, onClear, canClear, children }: FilterBarProps) {
  const t = useT();
  return (
    <Grid gap="sm" align="flex-end">
      <Grid.Col span={{ base: 12, lg: 4 }}>
        <TextInput
          label={t('Search')}
          placeholder={t('Title, description, guest name or email')}
          leftSection={<IconSearch size={16} />}
          value={filters.search}
          onChange={(event) => onChange({ search: event.currentTarget.value })}
        />
      </Grid.Col>
      <Grid.Col span={FILTER_SPAN}>
        <NativeSelect
          label={t('Status')}
          data={withAll(t, t('All statuses'), complaintStatusOptions)}
          value={filters.status}
          onChange={(event) => onChange({ status: event.currentTarget.value as BaseComplaintFilters['status'] })}
        />
      </Grid.Col>
      <Grid.Col span={FILTER_SPAN}>
        <NativeSelect
          label={t('Category')}
          data={withAll(t, t('All categories'), complaintCategoryOptions)}
          value={filters.category}
          onChange={(event) => onChange({ category: event.currentTarget.value as BaseComplaintFilters['category'] })}
        />
      </Grid.Col>
      <Grid.Col span={FILTER_SPAN}>
        <NativeSelect
          label={t('Priority')}
          data={withAll(t, t('All priorities'), priorityOptions)}
          value={filters.priority}
          onChange={(event) => onChange({ priority: event.currentTarget.value as BaseComplaintFilters['priority'] })}
        />
      </Grid.Col>
      {children}
      <Grid.Col span={{ ...FILTER_SPAN, base: 12 }}>
        <Button variant="light" color="gray" leftSection={<IconFilterOff size={16} />} onClick={onClear} disabled={!canClear} fullWidth>
          {t('Clear Filters')}
        </Button>
      </Grid.Col>
    </Grid>
  );
}
