// The picking screen's states other than the order itself (spec/operator.md §2 'Picking
// screen states'): get-order, all completed, completed, reset, cancelled, error.
import type { ReactNode } from 'react';
import { Alert, Anchor, Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { GoalProgressCard } from '../performance/GoalProgressCard';

function Centred({ children }: { children: ReactNode }) {
  return (
    <Center mih="55vh">
      <Stack align="center" gap="lg" maw={560} ta="center">
        {children}
      </Stack>
    </Center>
  );
}

const bigButton = { size: 'xl', h: 72, px: 48, fz: 24 } as const;

export function LoadingView({ label }: { label: string }) {
  return (
    <Centred>
      <Loader size="xl" />
      <Text fz={28} fw={700} role="status">
        {label}
      </Text>
    </Centred>
  );
}

interface GetOrderViewProps {
  onSearch: () => void;
  canSearch: boolean;
  /** The conference variant says 'Inicie a conferência' and goes back to its own group choice. */
  title?: string;
  backTo?: string;
}

export function GetOrderView({ onSearch, canSearch, title = 'Inicie a separação', backTo = '/operacao/separacao/grupos' }: GetOrderViewProps) {
  return (
    <Centred>
      <Title order={2} fz={36}>
        {title}
      </Title>
      <Button {...bigButton} onClick={onSearch} disabled={!canSearch}>
        Procurar pedido
      </Button>
      <Anchor component={Link} to={backTo} fz="xl">
        Voltar
      </Anchor>
    </Centred>
  );
}

interface AllCompletedViewProps {
  onSearch: () => void;
  /** Picking offers the day's performance; the conference has none to show. */
  onPerformance?: () => void;
  message?: string;
  /** A 'Voltar' link to the group choice, to try another group. */
  backTo?: string;
}

export function AllCompletedView({ onSearch, onPerformance, message = 'Todos os pedidos foram separados', backTo }: AllCompletedViewProps) {
  return (
    <Centred>
      <Title order={2} fz={36}>
        Sem pedidos novos
      </Title>
      <Text fz="xl">{message}</Text>
      <Button {...bigButton} onClick={onSearch}>
        Procurar pedido
      </Button>
      {onPerformance && (
        <Button size="lg" variant="outline" onClick={onPerformance}>
          Desempenho
        </Button>
      )}
      {backTo && (
        <Anchor component={Link} to={backTo} fz="xl">
          Voltar
        </Anchor>
      )}
    </Centred>
  );
}

interface CompletedViewProps {
  orderId: string;
  palletized: boolean;
  /** The picker is a beginner or picks critical orders: a supervisor looks at the order. */
  alertSupervisor: boolean;
  onNext: () => void;
}

export function CompletedView({ orderId, palletized, alertSupervisor, onNext }: CompletedViewProps) {
  return (
    <Centred>
      {palletized && (
        <Alert color="orange" variant="filled" fz="xl" title="Pedido paletizado">
          Monte as caixas deste pedido no palete.
        </Alert>
      )}
      {alertSupervisor && (
        <Alert color="blue" variant="filled" fz="xl" title="Atenção">
          Avise o supervisor: ele confere este pedido antes de seguir.
        </Alert>
      )}
      <Text fz={64} c="green" aria-hidden>
        ✓
      </Text>
      <Title order={2} fz={36}>
        Pedido finalizado
      </Title>
      <Text fz="xl">Pedido {orderId} separado com sucesso.</Text>
      <GoalProgressCard />
      <Button {...bigButton} onClick={onNext}>
        Próximo pedido
      </Button>
    </Centred>
  );
}

export function NoticeView({ kind, onNext }: { kind: 'reset' | 'cancelled'; onNext: () => void }) {
  return (
    <Centred>
      <Title order={2} fz={36} c={kind === 'cancelled' ? 'red' : undefined}>
        {kind === 'cancelled' ? 'Opa, pedido cancelado!' : 'Pedido resetado'}
      </Title>
      <Text fz="xl">
        {kind === 'cancelled' ? 'Este pedido foi cancelado e os pre pickings foram resetados!' : 'Este pedido foi resetado pelo supervisor.'}
      </Text>
      <Button {...bigButton} onClick={onNext}>
        Próximo pedido
      </Button>
    </Centred>
  );
}

export function ErrorView({ title, message, onRetry }: { title: string; message: string; onRetry: () => void }) {
  return (
    <Centred>
      <Title order={2} fz={32} c="red">
        {title}
      </Title>
      <Text fz="xl">{message}</Text>
      <Button {...bigButton} onClick={onRetry}>
        Tente novamente
      </Button>
    </Centred>
  );
}
