// What happens around the picking on a live day: help calls and scanning alerts, stock
// replenishment requests, separators' pauses, and customer complaints about past orders.
import { PORTION_TYPE } from '../../shared/domain/products';
import { ITEM_STATUS } from '../../shared/domain/statuses';
import type { ProductRow } from './catalogue';
import { minutesBefore, secondsAfter, type DemoContext } from './context';
import type { PlannedOrder } from './plan';
import { PAUSED_SEPARATOR_INDEX } from './picking';

interface OpenWork {
  workId: number;
  separatorId: number;
  order: PlannedOrder;
}

function openWorks(context: DemoContext, orders: readonly PlannedOrder[]): OpenWork[] {
  const byId = new Map(orders.map((order) => [order.row.id, order]));
  return context.rows.works
    .filter((work) => work.end == null)
    .map((work) => ({ workId: work.id!, separatorId: work.separatorId, order: byId.get(work.orderId)! }));
}

export function buildAlerts(context: DemoContext, today: readonly PlannedOrder[], products: readonly ProductRow[]): void {
  const { random, rows, ids, users, now } = context;
  const works = openWorks(context, today);
  const alert = (fields: Omit<(typeof rows.alerts)[number], 'id'>) => rows.alerts.push({ id: ids.next('alerts'), ...fields });
  const pendingItem = (work: OpenWork) => work.order.items.find((item) => item.row.status === ITEM_STATUS.pending) ?? work.order.items[0]!;

  const [help, lostTag, otherSku] = [works[2], works[5], works[7]];
  if (help) {
    alert({ kind: 'support', status: 'pendente', userRequestId: help.separatorId, separationGroup: help.order.group, reason: 'Falta de caixa vazia na esteira', orderId: help.order.row.id, workId: help.workId, createdAt: minutesBefore(now, 3) });
  }
  if (lostTag) {
    const item = pendingItem(lostTag);
    alert({ kind: 'lost_pre_picking', status: 'pendente', userRequestId: lostTag.separatorId, separationGroup: lostTag.order.group, reason: 'Etiqueta de pre picking não encontrada', orderId: lostTag.order.row.id, itemId: item.row.id, workId: lostTag.workId, createdAt: minutesBefore(now, 2) });
  }
  if (otherSku) {
    const item = pendingItem(otherSku);
    const substitute = products.find((product) => product.productBaseId === item.product.productBaseId && product.sku !== item.product.sku);
    alert({ kind: 'support', status: 'awaiting', userRequestId: otherSku.separatorId, separationGroup: otherSku.order.group, reason: `Bipar SKU ${substitute?.sku ?? item.product.sku + 1} no lugar de ${item.product.sku}`, orderId: otherSku.order.row.id, itemId: item.row.id, workId: otherSku.workId, createdAt: minutesBefore(now, 1) });
  }

  // Earlier today: answered calls and the pre-picking breaks behind partial breaks.
  const finished = today.filter((order) => order.workEnd);
  for (const [index, status] of (['accept', 'declined', 'concluido', 'concluido', 'concluido', 'concluido'] as const).entries()) {
    const order = finished[(index * 17) % finished.length];
    if (!order) break;
    const createdAt = minutesBefore(order.workEnd!, random.int(3, 10));
    alert({
      kind: 'support',
      status,
      userRequestId: users.separators[index % users.separators.length]!,
      userResponseId: users.supervisor,
      separationGroup: order.group,
      reason: status === 'concluido' ? 'Ajuda para alcançar produto no alto' : 'Autorização para bipar outro SKU',
      orderId: order.row.id,
      itemId: order.items[0]!.row.id,
      createdAt,
      respondedAt: secondsAfter(createdAt, random.int(30, 240)),
    });
  }
  const partials = finished.flatMap((order) => order.items.filter((item) => item.row.status === ITEM_STATUS.partialBreak).map((item) => ({ order, item })));
  for (const { order, item } of partials.slice(0, 4)) {
    const createdAt = (item.row.separatedAt as Date | undefined) ?? order.workEnd!;
    alert({ kind: 'pre_picking_break', status: 'concluido', userRequestId: users.separators[0]!, userResponseId: users.supervisor, separationGroup: order.group, orderId: order.row.id, itemId: item.row.id, workId: order.workId ?? null, createdAt, respondedAt: secondsAfter(createdAt, 120) });
  }
}

export function buildReplenishmentRequests(context: DemoContext, products: readonly ProductRow[]): void {
  const { random, rows, ids, users, now } = context;
  const statuses = ['aguardando resposta', 'aguardando resposta', 'aguardando resposta', 'reabastecido', 'reabastecido', 'reabastecido', 'quebra', 'quebra'] as const;
  const chosen = random.sample(products.filter((product) => product.status === 'active'), statuses.length);
  statuses.forEach((status, index) => {
    const createdAt = minutesBefore(now, status === 'aguardando resposta' ? random.int(1, 15) : random.int(40, 300));
    const answered = status !== 'aguardando resposta';
    rows.replenishmentRequests.push({
      id: ids.next('replenishmentRequests'),
      sku: chosen[index]!.sku,
      separationGroup: (index % 4) + 1,
      userRequestId: users.separators[(index * 5) % users.separators.length]!,
      userResponseId: answered ? users.supervisor : null,
      status,
      createdAt,
      respondedAt: answered ? secondsAfter(createdAt, random.int(120, 1500)) : null,
    });
  });
}

export function buildPauses(context: DemoContext): void {
  const { rows, ids, users, now } = context;
  const paused = users.separators[PAUSED_SEPARATOR_INDEX]!;
  rows.separatorPauses.push({ id: ids.next('separatorPauses'), userId: paused, startedAt: minutesBefore(now, 20), startedById: users.supervisor });
  const user = rows.users.find((row) => row.id === paused);
  if (user) user.isPaused = true;
  for (const [index, minutesAgo] of [[10, 150], [2, 240]] as const) {
    rows.separatorPauses.push({
      id: ids.next('separatorPauses'),
      userId: users.separators[index]!,
      startedAt: minutesBefore(now, minutesAgo),
      endedAt: minutesBefore(now, minutesAgo - 15),
      startedById: users.supervisor,
      endedById: users.supervisor,
    });
  }
}

const COMPLAINT_REASONS = ['Produto avariado', 'Peso divergente', 'Produto trocado', 'Item faltando', 'Validade curta', 'Qualidade ruim'] as const;

/** Complaints about delivered orders, charged to the separator who picked the item. */
export function buildComplaints(context: DemoContext, delivered: readonly PlannedOrder[]): void {
  const { random, rows, ids } = context;
  const reasonIds = COMPLAINT_REASONS.map((name) => {
    const id = ids.next('complaintReasons');
    rows.complaintReasons.push({ id, name });
    return id;
  });
  const separatorOfWork = new Map(rows.works.map((work) => [work.id, work.separatorId]));
  const candidates = delivered.flatMap((order) =>
    order.items.filter((item) => item.row.status === ITEM_STATUS.separated && (item.row.confirmedQuantity ?? 0) > 0).map((item) => ({ order, item })),
  );
  for (const { order, item } of random.sample(candidates, Math.min(30, candidates.length))) {
    const confirmed = item.row.confirmedQuantity ?? 1;
    rows.complaints.push({
      id: ids.next('complaints'),
      orderId: order.row.id,
      itemId: item.row.id,
      reasonId: random.pick(reasonIds),
      separatorId: item.row.workId ? (separatorOfWork.get(item.row.workId) ?? null) : null,
      quantity: item.product.portionType === PORTION_TYPE.weight ? Math.min(confirmed, random.int(100, 500)) : Math.min(confirmed, random.int(1, 2)),
      separationDate: order.row.scheduledDate,
      createdAt: context.now,
    });
  }
}
