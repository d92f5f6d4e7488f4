import { Group, NativeSelect } from '@mantine/core';
import { DatePickerInput, type DatesRangeValue } from '@mantine/dates';
import { addDays, m } from '@innkeep/api-contract';
import { useLanguage, useT } from '../../i18n/language';
import { useHotelToday } from '../../lib/hotel';

export interface DayRange {
  from?: string;
  to?: string;
}

export const RANGE_PRESETS = ['today', 'last7', 'last30', 'thisMonth', 'lastMonth', 'thisYear', 'all', 'custom'] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];
const PRESET_LABELS: Record<RangePreset, string> = {
  today: m('Today'),
  last7: m('Last 7 days'),
  last30: m('Last 30 days'),
  thisMonth: m('This month'),
  lastMonth: m('Last month'),
  thisYear: m('This year'),
  all: m('All time'),
  custom: m('Custom range'),
};

/** A picked day as each language writes it (dayjs formats; month names come from the language's dayjs locale). */
const DAY_FORMATS: Partial<Record<string, string>> = { es: 'D MMM YYYY', de: 'D. MMM YYYY' };

/** The hotel days of a preset, counted from `today` (YYYY-MM-DD). */
export function presetRange(preset: RangePreset, today: string): DayRange {
  const month = today.slice(0, 7);
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'last7':
      return { from: addDays(today, -6), to: today };
    case 'last30':
      return { from: addDays(today, -29), to: today };
    case 'thisMonth':
      return { from: `${month}-01`, to: today };
    case 'lastMonth': {
      const lastDay = addDays(`${month}-01`, -1);
      return { from: `${lastDay.slice(0, 7)}-01`, to: lastDay };
    }
    case 'thisYear':
      return { from: `${today.slice(0, 4)}-01-01`, to: today };
    default:
      return {};
  }
}

/** Presets and a range picker; "today" is the hotel's calendar day, wherever the browser is. */
export function DateRangeFilter({
  preset,
  range,
  onChange,
  placeholder,
  presets = RANGE_PRESETS,
}: {
  preset: RangePreset;
  /** The presets offered, when a screen takes only some ranges. */
  presets?: readonly RangePreset[];
  range: DayRange;
  onChange: (preset: RangePreset, range: DayRange) => void;
  /** What an empty range means on this tab. */
  placeholder?: string;
}) {
  const t = useT();
  const { language } = useLanguage();
  const today = useHotelToday();
  const picked: DatesRangeValue<string> = [range.from ?? null, range.to ?? null];
  return (
    <Group gap="sm" align="flex-end">
      <NativeSelect
        label={t('Period')}
        value={preset}
        data={presets.map((value) => ({ value, label: t(PRESET_LABELS[value]) }))}
        onChange={(event) => {
          const next = event.currentTarget.value as RangePreset;
          onChange(next, next === 'custom' ? range : presetRange(next, today));
        }}
      />
      <DatePickerInput
        type="range"
        label={t('Dates')}
        placeholder={placeholder ?? t('Any date')}
        clearable
        clearButtonProps={{ 'aria-label': t('Clear dates') }}
        // The empty value is an element, not an input placeholder: keep it readable (WCAG AA).
        styles={{ placeholder: { color: 'var(--mantine-color-dimmed)' } }}
        // Shown as people read dates ('Nov 1, 2026 – Nov 24, 2026', '1. Nov. 2026'); the value stays 'YYYY-MM-DD'.
        valueFormat={DAY_FORMATS[language] ?? 'MMM D, YYYY'}
        value={picked}
        onChange={([from, to]) => onChange('custom', { from: from ?? undefined, to: to ?? from ?? undefined })}
        miw={260}
      />
    </Group>
  );
}
