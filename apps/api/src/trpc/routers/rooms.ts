import { idInput, roomListInput } from '@innkeep/api-contract';
import * as service from '../../services/rooms';
import { authedProcedure, router } from '../trpc';

// Rooms are for signed-in users of every role (spec route table); none of this exposes guest data.
export const roomsRouter = router({
  list: authedProcedure.input(roomListInput).query(({ ctx, input }) => service.listRooms(ctx.db, input)),
  byId: authedProcedure.input(idInput).query(({ ctx, input }) => service.getRoom(ctx.db, input.id)),
  bookedNights: authedProcedure.input(idInput).query(({ ctx, input }) => service.bookedNights(ctx, input.id)),
});
