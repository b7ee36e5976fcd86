// The permission groups the users screens offer: only groups that grant a known permission,
// by name (spec/panel.md §6).
import { listPermissionGroups } from '@shared/contract/users';
import { permissionOfGroup } from '@shared/domain/permissions';
import { call } from '@renderer/api/http';

export const loadPermissionGroups = (signal: AbortSignal) =>
  call(listPermissionGroups, undefined, { signal }).then((groups) => groups.filter((group) => permissionOfGroup(group.name)));
