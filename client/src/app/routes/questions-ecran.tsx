import { RoomScreen } from '../../features/room/components/room-screen';

/**
 * /questions/ecran?seance=…: the room's screen of a session's questions and polls. Outside the
 * site's Layout like /mur (nothing to navigate on a projector), client-rendered.
 */
export default function Route() {
  return <RoomScreen />;
}
