// One order (spec/panel.md §2 'Orders', order detail): the back link reads 'Pedidos' when
// opened from the list (query view), else 'Dashboard'; without an order id, the dashboard.
// Refreshed every 60 s in the background (a manual refresh keeps that schedule) and at once
// when the server says the orders changed.
import { Alert, Badge, Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { getOrder, type OrderItem } from '@shared/contract/orders';
import { hasAnyPermission, PAGE_PERMISSIONS } from '@shared/domain/permissions';
import { formatDateTime } from '@shared/format';
import { call } from '@renderer/api/http';
import { useLiveEvent } from '@renderer/api/live';
import { useSession } from '@renderer/app/session';
import { BackLink } from '@renderer/components/BackLink';
import { Page } from '@renderer/components/Page';
import { useLoaded } from '@renderer/hooks/useLoaded';
import { AdjustOrdersModal } from './AdjustOrdersModal';
import { BoxGallery } from './BoxGallery';
import { EditItemModal } from './EditItemModal';
import { OrderItems } from './OrderItems';
import { OtherSkuRequests } from './OtherSkuRequests';
import { OrderCards, OrderSummary } from './OrderSummaryCards';
import { clientOf, paymentBadge, statusColour, statusLabel } from './orderLabels';
import { ReprintLabelModal } from './ReprintLabelModal';
import { boxStages, consideredStage } from './boxStages';

const REFRESH_MS = 60_000;

export function OrderDetailPage() {
  const { orderId } = useParams();
  const [search] = useSearchParams();
  if (!orderId) return <Navigate to="/painel/dashboard" replace />;
  const fromList = search.has('view');
  return (
    <OrderDetail
      orderId={orderId}
      back={fromList ? <BackLink to="/painel/pedidos" label="Pedidos" /> : <BackLink to="/painel/dashboard" label="Dashboard" />}
    />
  );
}

function OrderDetail({ orderId, back }: { orderId: string; back: ReactNode }) {
  const navigate = useNavigate();
  const load = useCallback((signal: AbortSignal) => call(getOrder, { params: { orderId } }, { signal }), [orderId]);
  const { data, failed, refresh } = useLoaded(load, 'Erro ao procurar pedido', { refreshMs: REFRESH_MS });
  // The detail is open to dashboard users too; changing the order takes the orders permission.
  const manages = useSession((state) => hasAnyPermission(state.userPermissions, ['SeparationOrdersManagement']));
  // The server lets only the order's picker or a user allowed to reprint print its labels
  // (docs/box-labels.md): the button is not offered to whom it would answer with a refusal.
  const reprints = useSession((state) => hasAnyPermission(state.userPermissions, PAGE_PERMISSIONS.reprintRoutes));
  const [adjusting, setAdjusting] = useState(false);
  const [reprinting, setReprinting] = useState(false);
  const [editing, setEditing] = useState<OrderItem | null>(null);
  useLiveEvent('panelChanged', (payload) => {
    if (payload.area === 'orders') refresh();
  }, 'panel');

  // §8: a failed first load goes back one page.
  useEffect(() => {
    if (failed && !data) void navigate(-1);
  }, [failed, data, navigate]);

  if (!data) {
    return (
      <Page title={`Pedido ${orderId}`} before={back}>
        <Center py="xl">
          <Loader />
        </Center>
      </Page>
    );
  }

  const { order } = data;
  const cancelled = order.permission_to_separate === 'recused';
  const payment = paymentBadge(order.permission_to_separate);
  const stages = boxStages(data.loading_data);
  const boxes = stages[consideredStage(stages)]?.value ?? null;

  return (
    <Page
      title={clientOf(order)}
      before={back}
      actions={
        <Group gap="sm">
          <Button variant="default" onClick={refresh}>
            Atualizar
          </Button>
          {manages && (
            <Button variant="light" onClick={() => setAdjusting(true)}>
              Editar Pedido
            </Button>
          )}
          {reprints && <Button onClick={() => setReprinting(true)}>Reimprimir etiqueta</Button>}
        </Group>
      }
    >
      <Group gap="xs">
        <Text fw={700}>Pedido {order.order_id}</Text>
        {order.is_critical && <Badge color="red">Crítico</Badge>}
        <Badge color={statusColour(order.checking_status)}>{statusLabel(order.checking_status)}</Badge>
        <Badge color={payment.colour} variant="light">
          {payment.label}
        </Badge>
        {order.priority > 0 && (
          <Badge color="orange" variant="light">
            Prioridade
          </Badge>
        )}
        {order.replacement_order && <Badge color="grape">Reposicao do pedido {order.replacement_order.old_order}</Badge>}
        {cancelled && <Badge color="red" variant="filled">Pedido cancelado</Badge>}
      </Group>
      <OrderCards order={order} />
      <BoxGallery detail={data} />
      <OtherSkuRequests orderId={order.order_id} mayAnswer={manages} />
      {order.checking_status ? (
        <OrderItems steps={data.steps} checkingStatus={order.checking_status} readOnly={cancelled || !manages} onEdit={setEditing} />
      ) : (
        <Alert variant="light" color="gray">
          O pedido ainda não começou a ser separado.
        </Alert>
      )}
      {order.end_time && (
        <Text fw={600}>
          Finalizado as {formatDateTime(order.end_time)}
        </Text>
      )}
      <Stack>
        <OrderSummary summary={data.summary} />
      </Stack>
      <AdjustOrdersModal ordersId={[order.order_id]} opened={adjusting} onClose={() => setAdjusting(false)} onChanged={refresh} />
      <ReprintLabelModal
        key={`${order.order_id}-${boxes}`}
        orderId={order.order_id}
        colorRoute={order.color_route}
        boxes={boxes}
        opened={reprinting}
        onClose={() => setReprinting(false)}
      />
      <EditItemModal item={editing} onClose={() => setEditing(null)} onSaved={refresh} />
    </Page>
  );
}
