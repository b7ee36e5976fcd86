// Breaks seen from the operator area (spec/operator.md §2 '/operacao/quebras'): the panel's
// Quebras screen ('A liberar' and 'Histórico') inside the operator layout, so a supervisor on
// a floor tablet releases and repositions without leaving it. The server refuses its calls to
// anyone without break management; such a user is told so instead of seeing failed loads.
import { Alert } from '@mantine/core';
import { hasAnyPermission, PANEL_PAGES } from '@shared/domain/permissions';
import { useSession } from '@renderer/app/session';
import { Page } from '@renderer/components/Page';
import { BreaksPage } from '../../panel/breaks/BreaksPage';

const BREAKS_ACCESS = PANEL_PAGES.find((page) => page.path === '/painel/quebras')!.permissions;

export function OperatorBreaksPage() {
  const permissions = useSession((state) => state.userPermissions);
  if (hasAnyPermission(permissions, BREAKS_ACCESS)) return <BreaksPage />;
  return (
    <Page title="Quebras">
      <Alert color="yellow" fz="lg">
        Você não tem permissão para ver as quebras. Peça a um supervisor.
      </Alert>
    </Page>
  );
}
