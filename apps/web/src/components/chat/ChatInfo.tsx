import { Button, Card, Group, List, Modal, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconCircleCheck, IconClockHour4, IconRefresh, IconShieldCog, IconTrash, IconWorld } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { CHAT_MSG, LIMITS, m } from '@innkeep/api-contract';
import { useLocalize, useT } from '../../i18n/language';
import { ConnectionLabel } from './ConnectionLabel';
import { formatDuration, type ChatConnection } from './model';
import classes from './chat.module.css';

const GUIDELINES = [
  m('Be respectful and kind to everyone'),
  m('Keep messages appropriate for all guests'),
  m('No spam or advertising'),
  m('Messages are visible to everyone'),
  m('History clears every 24 hours'),
  m('Maximum {count} characters per message'),
];

interface ChatInfoProps {
  connection: ChatConnection;
  messageCount: number;
  activeUserCount: number;
  /** Milliseconds since the last clear, by the server's clock. */
  age: number | null;
  isAdmin: boolean;
  clearing: boolean;
  onClear: () => Promise<void>;
  onRefresh: () => void;
}

/** The information column: about the room, its numbers, admin controls and the guidelines. */
export function ChatInfo({ connection, messageCount, activeUserCount, age, isAdmin, clearing, onClear, onRefresh }: ChatInfoProps) {
  const t = useT();
  return (
    <Stack gap="md">
      <Card withBorder radius="lg" padding="lg">
        <Title order={2} size="h4" mb="sm">
          {t('Chat Info')}
        </Title>
        <Group wrap="nowrap" gap="sm" mb="md">
          <ThemeIcon variant="light" radius="xl" size={36}>
            <IconWorld size={20} />
          </ThemeIcon>
          <div>
            <Text fw={600}>{t('Public Chat')}</Text>
            <Text size="sm" c="dimmed">
              {t('Everyone can see messages')}
            </Text>
          </div>
        </Group>
        <Group wrap="nowrap" gap="sm" align="flex-start" mb="md">
          <ThemeIcon variant="light" color="orange" radius="xl" size={36}>
            <IconClockHour4 size={20} />
          </ThemeIcon>
          <div>
            <Text fw={600}>{t('Auto-Clear')}</Text>
            <Text size="sm" c="dimmed">
              {t('The history is cleared automatically 24 hours after the last clear, so conversations stay fresh and private.')}
            </Text>
          </div>
        </Group>
        <SimpleGrid cols={2} spacing="xs">
          <Stat label={t('Since last clear')} value={age === null ? '—' : formatDuration(age)} />
          <Stat label={t('Messages')} value={String(messageCount)} />
          <Stat label={t('Online')} value={String(activeUserCount)} />
          <Stat label={t('Connection')} value={<ConnectionLabel connection={connection} />} />
        </SimpleGrid>
      </Card>

      {isAdmin && <AdminControls clearing={clearing} onClear={onClear} onRefresh={onRefresh} />}

      <Card withBorder radius="lg" padding="lg">
        <Title order={2} size="h4" mb="sm">
          {t('Guidelines')}
        </Title>
        <List spacing={6} size="sm" icon={<IconCircleCheck size={16} color="var(--mantine-color-teal-6)" />} center>
          {GUIDELINES.map((line) => (
            <List.Item key={line}>{t(line, { count: LIMITS.chatMaxLength })}</List.Item>
          ))}
        </List>
      </Card>
    </Stack>
  );
}

function Stat({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className={classes.stat}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      {typeof value === 'string' ? <Text fw={700}>{value}</Text> : value}
    </div>
  );
}

function AdminControls({ clearing, onClear, onRefresh }: Pick<ChatInfoProps, 'clearing' | 'onClear' | 'onRefresh'>) {
  const t = useT();
  const localize = useLocalize();
  const [confirming, confirm] = useDisclosure(false);
  return (
    <Card withBorder radius="lg" padding="lg">
      <Group gap="xs" mb="sm">
        <IconShieldCog size={20} color="var(--mantine-color-red-6)" />
        <Title order={2} size="h4">
          {t('Admin Controls')}
        </Title>
      </Group>
      <Stack gap="xs">
        <Button color="red" variant="light" leftSection={<IconTrash size={16} />} onClick={confirm.open} loading={clearing}>
          {t('Clear Chat History')}
        </Button>
        <Button variant="default" leftSection={<IconRefresh size={16} />} onClick={onRefresh}>
          {t('Refresh Chat')}
        </Button>
      </Stack>
      <Modal opened={confirming} onClose={confirm.close} title={t('Clear Chat History')} centered>
        <Text>{localize(CHAT_MSG.confirmClear)}</Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={confirm.close}>
            {t('Cancel')}
          </Button>
          <Button color="red" loading={clearing} onClick={() => void onClear().then(confirm.close)}>
            {t('Clear')}
          </Button>
        </Group>
      </Modal>
    </Card>
  );
}
