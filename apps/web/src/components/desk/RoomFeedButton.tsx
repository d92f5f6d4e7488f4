import { ActionIcon, Button, Menu, ScrollArea, Tooltip } from '@mantine/core';
import { IconCalendarShare } from '@tabler/icons-react';
import { useState } from 'react';
import { DESK_MSG } from '@innkeep/api-contract';
import { useLocalize, useT } from '../../i18n/language';
import { errorMessage, toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { copyText } from '../food/clipboard';

interface FeedRoom {
  _id: string;
  roomNumber: string;
}

/** Copies the signed-in desk member's `.ics` feed link of a room, for a calendar app to subscribe to. */
function useRoomFeedCopy() {
  const localize = useLocalize();
  const utils = trpc.useUtils();
  const [copying, setCopying] = useState<string | null>(null);
  const copy = async (roomId: string, forOtherSystems = false) => {
    setCopying(roomId);
    try {
      const { url } = await utils.desk.roomFeedLink.fetch({ id: roomId, forOtherSystems });
      await copyText(new URL(url, window.location.origin).href);
      toast.success(localize(DESK_MSG.feedLinkCopied));
    } catch (error) {
      toast.error(errorMessage(error, localize(DESK_MSG.feedLinkFailed)));
    } finally {
      setCopying(null);
    }
  };
  return { copying, copy: (roomId: string, forOtherSystems?: boolean) => void copy(roomId, forOtherSystems) };
}

const feedLabel = (t: ReturnType<typeof useT>, room: FeedRoom) =>
  t('Copy the calendar feed link of room {number}', { number: room.roomNumber });

/** One room's feed link (the admin rooms tab's rows). */
export function RoomFeedButton({ room }: { room: FeedRoom }) {
  const t = useT();
  const { copying, copy } = useRoomFeedCopy();
  return (
    <Tooltip label={feedLabel(t, room)}>
      <ActionIcon variant="subtle" size="lg" aria-label={feedLabel(t, room)} loading={copying === room._id} onClick={() => copy(room._id)}>
        <IconCalendarShare size={18} />
      </ActionIcon>
    </Tooltip>
  );
}

/** Every room's feed link, for the desk's toolbar (the calendar grid's rows hold only cells). */
export function RoomFeedMenu({ rooms }: { rooms: readonly FeedRoom[] }) {
  const t = useT();
  const { copying, copy } = useRoomFeedCopy();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="default" leftSection={<IconCalendarShare size={16} />} loading={copying !== null}>
          {t('Calendar feeds')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <ScrollArea.Autosize mah={320} type="auto">
          <Menu.Label>{t('Copy the calendar link of')}</Menu.Label>
          {rooms.map((room) => (
            <Menu.Item key={room._id} aria-label={feedLabel(t, room)} onClick={() => copy(room._id)}>
              {t('Room {number}', { number: room.roomNumber })}
            </Menu.Item>
          ))}
          <Menu.Divider />
          <Menu.Label>{t('For other systems, without guest names')}</Menu.Label>
          {rooms.map((room) => (
            <Menu.Item
              key={`other-${room._id}`}
              aria-label={t('Copy the calendar feed link of room {number}, without guest names', { number: room.roomNumber })}
              onClick={() => copy(room._id, true)}
            >
              {t('Room {number}', { number: room.roomNumber })}
            </Menu.Item>
          ))}
        </ScrollArea.Autosize>
      </Menu.Dropdown>
    </Menu>
  );
}
