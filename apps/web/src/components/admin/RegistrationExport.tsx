import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { DatePickerInput, type DatesRangeValue } from '@mantine/dates';
import { IconId } from '@tabler/icons-react';
import { useState } from 'react';
import { REGISTRATION_EXPORT_MAX_DAYS, REGISTRATION_EXPORT_PATH, addDays } from '@innkeep/api-contract';
import { useT } from '../../i18n/language';
import { useCsvExport } from '../../lib/csv';
import { useHotelToday } from '../../lib/hotel';

/**
 * Admin → Bookings → Guest register: the online check-in details (documents included) of the stays
 * arriving in a range, as CSV for the authorities. The server audits every export.
 */
export function RegistrationExport() {
  const t = useT();
  const today = useHotelToday();
  const [opened, setOpened] = useState(false);
  const [range, setRange] = useState<DatesRangeValue<string>>([addDays(today, -7), today]);
  const [from, to] = range;
  const csv = useCsvExport(
    REGISTRATION_EXPORT_PATH,
    { from, to: to ?? from },
    { one: 'guest', many: 'guests' },
    t('Could not export the guest register'),
  );
  return (
    <>
      <Button variant="default" leftSection={<IconId size={16} />} onClick={() => setOpened(true)}>
        {t('Guest register')}
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={t('Guest register for the authorities')}>
        <Stack gap="sm">
          <Text size="sm">
            {t(
              'Every guest registered for the stays arriving in these dates, with their documents. The export is written to the audit log; keep the file only as long as the law asks.',
            )}
          </Text>
          <DatePickerInput
            type="range"
            label={t('Arrivals')}
            valueFormat="MMM D, YYYY"
            value={range}
            onChange={setRange}
            description={t('At most {count} days at a time', { count: REGISTRATION_EXPORT_MAX_DAYS })}
          />
          <Group justify="flex-end">
            <Button loading={csv.exporting} disabled={!from} onClick={csv.run}>
              {t('Download CSV')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
