// The permission groups the users screens offer: only groups that grant a known permission,
// by name (spec/panel.md §6).
import { listPermissionGroups } from '@shared/contract/users';
import { PERMISSION_LABELS, permissionOfGroup } from '@shared/domain/permissions';
import { call } from '@renderer/api/http';

export const loadPermissionGroups = (signal: AbortSignal) =>
  call(listPermissionGroups, undefined, { signal }).then((groups) => groups.filter((group) => permissionOfGroup(group.name)));

/** A group as people read it: what it lets them do, then the group's own name. */
export function permissionGroupLabel(groupName: string): string {
  const permission = permissionOfGroup(groupName);
  if (!permission) return groupName;
  const label = PERMISSION_LABELS[permission];
  return label === groupName ? label : `${label} · ${groupName}`;
}

/** A group in a few words, for a user's card: what it lets them do, else the group's own name. */
export function permissionGroupShortLabel(groupName: string): string {
  const permission = permissionOfGroup(groupName);
  return permission ? PERMISSION_LABELS[permission] : groupName;
}
