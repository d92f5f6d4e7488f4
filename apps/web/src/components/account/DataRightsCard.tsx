import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconUserX } from '@tabler/icons-react';
import { DATA_RIGHTS_MSG } from '@innkeep/api-contract';
import { useLocalize, useT } from '../../i18n/language';
import { trpc } from '../../lib/trpc';
import { errorMessage, toast } from '../../lib/toast';

/** A guest's data rights on the profile: download everything held about them, or ask to be deleted. */
export function DataRightsCard() {
  const t = useT();
  const localize = useLocalize();
  const utils = trpc.useUtils();
  const request = trpc.customer.deleteRequest.useMutation({
    onSuccess: (result) => toast.success(result.message),
    onError: (err) => toast.error(errorMessage(err, localize(DATA_RIGHTS_MSG.deleteRequestFailed))),
  });

  const download = async () => {
    try {
      const data = await utils.customer.exportData.fetch(undefined, { staleTime: 0 });
      const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = `innkeep-my-data-${new Date().toISOString().slice(0, 10)}.json`;
      link.click();
      URL.revokeObjectURL(url);
    } catch (err) {
      toast.error(errorMessage(err, localize(DATA_RIGHTS_MSG.exportFailed)));
    }
  };

  return (
    <Card withBorder padding="lg" radius="lg">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('Your data')}
        </Title>
        <Text size="sm" c="dimmed">
          {t(
            'Download everything the hotel holds about you (account, bookings, orders, payments, complaints, notifications, chat messages and check-in details) as a JSON file, or ask for your account to be deleted.',
          )}
        </Text>
        <Group>
          <Button leftSection={<IconDownload size={16} />} variant="light" onClick={() => void download()}>
            {t('Download my data')}
          </Button>
          <Button
            leftSection={<IconUserX size={16} />}
            variant="subtle"
            color="red"
            loading={request.isPending}
            onClick={() => request.mutate()}
          >
            {t('Ask to delete my account')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
