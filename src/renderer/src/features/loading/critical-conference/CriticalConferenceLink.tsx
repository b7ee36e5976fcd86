// The way from the conference start page to the critical-order conference, for checkers with
// the critical-order permission only (spec/loading.md §2.5, §6).
import { Button } from '@mantine/core';
import { Link } from 'react-router-dom';
import { hasAnyPermission } from '@shared/domain/permissions';
import { useSession } from '@renderer/app/session';

export const CRITICAL_CONFERENCE_PATH = '/operacao/conferencia/criticos';

export function CriticalConferenceLink() {
  const permissions = useSession((state) => state.userPermissions);
  if (!hasAnyPermission(permissions, ['SeparationCheckCriticalOrder'])) return null;
  return (
    <Button component={Link} to={CRITICAL_CONFERENCE_PATH} variant="light" size="md">
      Pedidos críticos e rotas estouradas
    </Button>
  );
}
