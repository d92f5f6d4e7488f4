import { Alert, Button, Card, Grid, Group, Modal, NativeSelect, Paper, Stack, Text, TextInput, ThemeIcon, Title } from '@mantine/core';
import { IconAlertCircle, IconEdit, IconFilterOff, IconRefresh, IconSearch, IconTrash, type TablerIcon } from '@tabler/icons-react';
import { Fragment, type FormEventHandler, type ReactNode } from 'react';
import { t as translateNow } from '@innkeep/api-contract';
import { useT } from '../../i18n/language';
import { FormButtons } from '../FormButtons';

interface TabHeaderProps {
  title: string;
  /** A count or a short description under the title. */
  subtitle: ReactNode;
  onRefresh: () => void;
  refreshing: boolean;
  /** Buttons placed after Refresh, e.g. Add Room. */
  actions?: ReactNode;
}

export function TabHeader({ title, subtitle, onRefresh, refreshing, actions }: TabHeaderProps) {
  const t = useT();
  return (
    <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
      <div>
        <Title order={2} size="h3">
          {title}
        </Title>
        <Text size="sm" c="dimmed">
          {subtitle}
        </Text>
      </div>
      <Group gap="xs">
        <Button variant="default" leftSection={<IconRefresh size={16} />} loading={refreshing} onClick={onRefresh}>
          {t('Refresh')}
        </Button>
        {actions}
      </Group>
    </Group>
  );
}

/** "12 rooms", "1 room": `countLabel(total, (count) => t('{count, plural, one {# room} other {# rooms}}', { count }))`. */
export function countLabel(total: number | undefined, format: (count: number) => string): string {
  return total === undefined ? translateNow('Loading…') : format(total);
}

export interface SelectFilter {
  label: string;
  value: string;
  /** The first option is "all" with value ''. */
  data: { value: string; label: string }[];
  onChange: (value: string) => void;
}

interface FilterBarProps {
  search: string;
  searchPlaceholder: string;
  onSearch: (value: string) => void;
  selects: SelectFilter[];
  onClear: () => void;
  canClear: boolean;
}

/** Search, the tab's select filters and Clear Filters, in one bordered card. */
export function FilterBar({ search, searchPlaceholder, onSearch, selects, onClear, canClear }: FilterBarProps) {
  const t = useT();
  const odd = selects.length % 2 === 1;
  return (
    <Card withBorder radius="md" padding="sm">
      <Grid gap="sm" align="flex-end">
        <Grid.Col span={{ base: 12, md: selects.length > 1 ? 5 : 7 }}>
          <TextInput
            label={t('Search')}
            placeholder={searchPlaceholder}
            leftSection={<IconSearch size={16} />}
            value={search}
            onChange={(event) => onSearch(event.currentTarget.value)}
          />
        </Grid.Col>
        {/* On a phone selects go two to a row and Clear Filters gets a row of its own: at half a card's width (the
            audit log in Settings) its label was clipped. */}
        {selects.map((select, i) => (
          <Grid.Col key={select.label} span={{ base: odd && i === selects.length - 1 ? 12 : 6, md: 2 }}>
            <NativeSelect
              label={select.label}
              data={select.data}
              value={select.value}
              onChange={(event) => select.onChange(event.currentTarget.value)}
            />
          </Grid.Col>
        ))}
        <Grid.Col span={{ base: 12, md: 'auto' }}>
          <Button variant="light" color="gray" leftSection={<IconFilterOff size={16} />} onClick={onClear} disabled={!canClear} fullWidth>
            {t('Clear Filters')}
          </Button>
        </Grid.Col>
      </Grid>
    </Card>
  );
}

/** Options for a filter select: "All …" first, then the values with their labels. */
export function withAll<T extends string>(
  all: string,
  values: readonly T[],
  label: (value: T) => string = capitalize,
): { value: string; label: string }[] {
  return [{ value: '', label: all }, ...values.map((value) => ({ value, label: label(value) }))];
}

export function capitalize(value: string): string {
  return (value.charAt(0).toUpperCase() + value.slice(1)).replace(/[-_]/g, ' ');
}

interface ConfirmProps {
  opened: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  color?: string;
  loading: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** A yes/no question before a change that cannot be taken back. */
export function ConfirmModal({ opened, title, message, confirmLabel, color = 'red', loading, onConfirm, onClose }: ConfirmProps) {
  const t = useT();
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered size="sm">
      <Stack>
        <Text>{message}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={loading}>
            {t('Cancel')}
          </Button>
          <Button color={color} onClick={onConfirm} loading={loading}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

interface StatCardProps {
  label: string;
  value: ReactNode;
  detail: ReactNode;
  icon: TablerIcon;
  color: string;
}

export function StatCard({ label, value, detail, icon: Icon, color }: StatCardProps) {
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <div style={{ minWidth: 0 }}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
            {label}
          </Text>
          <Text fw={700} fz={{ base: 20, sm: 26 }} lh={1.2} mt={4}>
            {value}
          </Text>
        </div>
        <ThemeIcon variant="light" color={color} size={42} radius="md" visibleFrom="sm">
          <Icon size={22} stroke={1.6} />
        </ThemeIcon>
      </Group>
      <Text size="sm" c="dimmed" mt={6}>
        {detail}
      </Text>
    </Paper>
  );
}

/**
 * A modal's form: no browser validation bubbles (the zod schema speaks, on each field), the first
 * problem repeated on top. `onSubmit` is @mantine/form's, which stops the page from reloading.
 */
/** An Add / Edit dialog; its form mounts on open, keyed by the record so reopening starts from it as it is now. */
export function EditModal({
  title,
  opened,
  onClose,
  recordKey,
  children,
}: {
  title: string;
  opened: boolean;
  onClose: () => void;
  recordKey: string;
  children: ReactNode;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} size="lg" centered>
      {opened && <Fragment key={recordKey}>{children}</Fragment>}
    </Modal>
  );
}

/** The form of an EditModal: its first problem above the fields, Cancel and the save button below them. */
export function ModalForm({
  error,
  onSubmit,
  onCancel,
  submitLabel,
  saving,
  children,
}: {
  error: string | null;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onCancel: () => void;
  submitLabel: string;
  saving: boolean;
  children: ReactNode;
}) {
  return (
    <form noValidate onSubmit={onSubmit}>
      <Stack gap="sm">
        {error && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {error}
          </Alert>
        )}
        {children}
        <FormButtons submitLabel={submitLabel} loading={saving} onCancel={onCancel} />
      </Stack>
    </form>
  );
}

/** A card's or row's Edit and Delete buttons; `name` makes each one's accessible name ("Edit room 101"). */
export function EditDeleteButtons({ name, onEdit, onDelete }: { name: string; onEdit: () => void; onDelete: () => void }) {
  const t = useT();
  return (
    <Group gap="xs" wrap="nowrap" grow>
      <Button variant="light" size="xs" leftSection={<IconEdit size={14} />} onClick={onEdit} aria-label={t('Edit {name}', { name })}>
        {t('Edit')}
      </Button>
      <Button
        variant="subtle"
        color="red"
        size="xs"
        leftSection={<IconTrash size={14} />}
        onClick={onDelete}
        aria-label={t('Delete {name}', { name })}
      >
        {t('Delete')}
      </Button>
    </Group>
  );
}
