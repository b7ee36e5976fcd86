// The group modal's form: from a group read to the spec's write payload, and the rules that
// enable saving (spec/panel.md §3 'Separation group', §5).
import type { SeparationGroup, SeparationGroupWrite } from '@shared/contract/settings';

export type GroupForm = Omit<SeparationGroupWrite, 'separationGroup' | 'marketNumber' | 'dynamicKey'> & {
  /** Empty while unset; 0 or less counts as unset. */
  separationGroup: number | '';
  marketNumber: number | '';
};

export const ORDER_TYPES = [
  { key: 'pjOrders', label: 'Pedidos PJ' },
  { key: 'pfOrders', label: 'Pedidos PF' },
  { key: 'kaOrders', label: 'Pedidos KA' },
  { key: 'criticalOrders', label: 'Pedidos críticos' },
  { key: 'ifoodOrders', label: 'Pedidos iFood' },
  { key: 'dinamicPriceOrders', label: 'Pedidos com preço dinâmico' },
] as const satisfies readonly { key: keyof GroupForm; label: string }[];

export const EMPTY_GROUP_FORM: GroupForm = {
  separationGroup: '',
  marketNumber: '',
  camScanner: false,
  infraredScanner: false,
  fastTrack: true,
  pjOrders: false,
  pfOrders: false,
  kaOrders: false,
  criticalOrders: false,
  ifoodOrders: false,
  dinamicPriceOrders: false,
  separationGroupCommands: true,
  hasConference: false,
  hasCountByStep: false,
  stepsWithoutScanner: [],
};

export function formOf(group: SeparationGroup): GroupForm {
  return {
    separationGroup: group.separation_group,
    marketNumber: group.market_number,
    camScanner: group.cam_scanner,
    infraredScanner: group.infrared_scanner,
    fastTrack: true,
    pjOrders: group.receive_pj_orders,
    pfOrders: group.receive_pf_orders,
    kaOrders: group.receive_ka_orders,
    criticalOrders: group.receive_critical_orders,
    ifoodOrders: group.receive_ifood_orders,
    dinamicPriceOrders: group.receive_dinamic_price_orders,
    separationGroupCommands: group.separation_group_commands,
    hasConference: group.has_conference,
    hasCountByStep: group.has_count_by_step,
    stepsWithoutScanner: group.steps_without_scanner,
  };
}

const isSet = (value: number | '') => value !== '' && value >= 1;

/** Saving needs a group number and a market, and an order type while the group decides. */
export function canSave(form: GroupForm): boolean {
  if (!isSet(form.separationGroup) || !isSet(form.marketNumber)) return false;
  return !form.separationGroupCommands || ORDER_TYPES.some((type) => form[type.key]);
}

export function toWrite(form: GroupForm, dynamicKey?: string): SeparationGroupWrite {
  return {
    ...form,
    separationGroup: Number(form.separationGroup),
    marketNumber: Number(form.marketNumber),
    fastTrack: true,
    ...(dynamicKey ? { dynamicKey } : {}),
  };
}
