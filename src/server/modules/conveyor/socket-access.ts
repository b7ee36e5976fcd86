// Who may do what on the box-count socket, as the screens' permissions say.
import { hasAnyPermission } from '../../../shared/domain/permissions';
import type { BoxCountServer } from '../../realtime';

export type BoxCountSocket = Parameters<Parameters<BoxCountServer['on']>[1]>[0];

/** A person at the belt's screen: the switch, the route answers, the screens' room. */
export function mayWorkConveyor(socket: BoxCountSocket): boolean {
  const { user } = socket.data;
  return user !== null && hasAnyPermission(user.permissions, ['SeparationFixedReader', 'SeparationShipmentManagement']);
}

/** Reads come from such a person or from an enrolled station's link, which may do only this. */
export function maySendReads(socket: BoxCountSocket): boolean {
  return socket.data.station !== null || mayWorkConveyor(socket);
}
