// Start of the operator order conference (spec/operator.md §2, spec/loading.md §2.5): a
// conference left open is resumed unless ?skipRecovery is set; after a conference the
// order-complete screen shows the goal progress and, for a picker of a conference group,
// 'Buscar novo pedido'; checkers get the orders waiting for conference.
import { Alert, Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { hasAnyPermission } from '@shared/domain/permissions';
import { Page } from '@renderer/components/Page';
import { useSession } from '@renderer/app/session';
import { CriticalConferenceLink } from '@renderer/features/loading/critical-conference/CriticalConferenceLink';
import { GoalProgressCard } from '../performance/GoalProgressCard';
import { CONFERENCE_GROUPS_PATH } from './paths';
import { pendingConferencePath } from './recovery';
import { WaitingOrders } from './WaitingOrders';

const NEXT_ORDER_PATH = '/operacao/separacao/pedido?nextOrder=true';

export function ConferenceStartPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { conferred, sentForReview } = (useLocation().state as { conferred?: string; sentForReview?: boolean } | null) ?? {};
  const permissions = useSession((state) => state.userPermissions);
  const checker = hasAnyPermission(permissions, ['SeparationCheck']);
  const skipRecovery = params.has('skipRecovery');
  const [recovering, setRecovering] = useState(!skipRecovery);

  useEffect(() => {
    if (skipRecovery) return;
    let active = true;
    void pendingConferencePath().then((path) => {
      if (!active) return;
      if (path) navigate(path, { replace: true });
      else setRecovering(false);
    });
    return () => {
      active = false;
    };
  }, [skipRecovery, navigate]);

  if (recovering) {
    return (
      <Page title="Conferência de pedidos">
        <Center mih="40vh">
          <Loader size="xl" aria-label="Procurando conferência pendente" />
        </Center>
      </Page>
    );
  }

  return (
    <Page
      title="Conferência de pedidos"
      actions={
        <Group gap="sm">
          {checker && (
            // The conference variant of group choice and order (spec/operator.md §2).
            <Button component={Link} to={CONFERENCE_GROUPS_PATH} variant="light" size="md">
              Conferir por grupo
            </Button>
          )}
          <CriticalConferenceLink />
        </Group>
      }
    >
      {conferred && (
        <Stack align="center" gap="md" maw={720} w="100%" mx="auto">
          {sentForReview ? (
            <Alert color="blue" variant="filled" fz="xl" w="100%" title="Pedido enviado para revisão">
              Pedido {conferred} enviado para revisão de um conferente.
            </Alert>
          ) : (
            <Alert color="green" variant="filled" fz="xl" w="100%" title="Pedido conferido">
              Pedido {conferred} conferido com sucesso.
            </Alert>
          )}
          {!checker && (
            <>
              <GoalProgressCard />
              <Button size="xl" h={72} px={48} fz={24} onClick={() => navigate(NEXT_ORDER_PATH)}>
                Buscar novo pedido
              </Button>
            </>
          )}
        </Stack>
      )}
      {checker ? (
        <WaitingOrders />
      ) : (
        !conferred && (
          <Text fz="lg" c="dimmed">
            Nenhuma conferência pendente.
          </Text>
        )
      )}
    </Page>
  );
}
