import { idInput, quoteInput, roomDetailsInput, roomListInput } from '@innkeep/api-contract';
import * as service from '../../services/stays';
import { publicProcedure, router } from '../trpc';

// Visitors browse rooms too (README, "Routes"): nothing here carries guest data, only rooms,
// reviewer names and the dates a room is taken.
export const roomsRouter = router({
  list: publicProcedure.input(roomListInput).query(({ ctx, input }) => service.publicRoomList(ctx, input)),
  byId: publicProcedure.input(roomDetailsInput).query(({ ctx, input }) => service.publicRoom(ctx, input)),
  quote: publicProcedure.input(quoteInput).query(({ ctx, input }) => service.quoteRoom(ctx, input)),
  bookedNights: publicProcedure.input(idInput).query(({ ctx, input }) => service.bookedNights(ctx, input.id)),
});
