-- Analytics' ledger rows are grouped by their booking's room: with (id, room_id) the join reads this index alone
-- instead of the primary key's index and then the booking's row (a month of the large data: 13 → 5 ms).
CREATE INDEX `bookings_room_of_idx` ON `bookings` (`id`,`room_id`);