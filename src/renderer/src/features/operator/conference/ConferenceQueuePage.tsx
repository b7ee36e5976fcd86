// The conference variant of the order screen (spec/operator.md §2 '/operacao/conferencia/pedido'):
// the checker who chose a group without scanner asks for its next order waiting for
// conference; the server opens that conference and the checker goes to the order's page.
// Without a group (or with a scanning one, chosen for picking) the group choice comes first.
import { useEffect, useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { CONFERENCE_MESSAGE, takeNextConference } from '@shared/contract/conference';
import { call, failureMessage } from '@renderer/api/http';
import { Page } from '@renderer/components/Page';
import { useOperatorHeader } from '@renderer/app/header';
import { useRunningGroup } from '../picking/running-group';
import { AllCompletedView, ErrorView, GetOrderView, LoadingView } from '../picking/StateViews';

import { CONFERENCE_GROUPS_PATH } from './paths';

type View = { kind: 'getOrder' } | { kind: 'searching' } | { kind: 'none' } | { kind: 'error'; message: string };

export function ConferenceQueuePage() {
  const group = useRunningGroup((state) => state.group);
  const setGroup = useOperatorHeader((state) => state.setGroup);
  const navigate = useNavigate();
  const [view, setView] = useState<View>({ kind: 'getOrder' });

  useEffect(() => {
    if (group) setGroup(group.separation_group);
  }, [group, setGroup]);

  if (!group || group.cam_scanner || group.infrared_scanner) return <Navigate to={CONFERENCE_GROUPS_PATH} replace />;

  async function search(separationGroup: number) {
    setView({ kind: 'searching' });
    try {
      const reply = await call(takeNextConference, { body: { separationGroup } });
      if (reply.data) navigate(`/operacao/conferencia/${encodeURIComponent(reply.data.order.order_id)}`);
      else setView(reply.message === CONFERENCE_MESSAGE.ordersNotFound ? { kind: 'none' } : { kind: 'error', message: reply.message });
    } catch (error) {
      setView({ kind: 'error', message: failureMessage(error) });
    }
  }
  const onSearch = () => void search(group.separation_group);

  return (
    <Page title={`Conferência de pedidos · Grupo ${group.separation_group} Mercado ${group.market_number}`}>
      {view.kind === 'getOrder' && <GetOrderView title="Inicie a conferência" backTo={CONFERENCE_GROUPS_PATH} canSearch onSearch={onSearch} />}
      {view.kind === 'searching' && <LoadingView label="Procurando" />}
      {view.kind === 'none' && <AllCompletedView message={`Todos os pedidos do grupo ${group.separation_group} foram conferidos`} backTo={CONFERENCE_GROUPS_PATH} onSearch={onSearch} />}
      {view.kind === 'error' && <ErrorView title="Erro ao buscar pedido" message={view.message} onRetry={onSearch} />}
    </Page>
  );
}
