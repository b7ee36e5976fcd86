// The centre's customers: people (PF), restaurants and shops (PJ), key accounts (KA) and
// iFood kitchens, mostly in the São Paulo area.
import type { ClientType } from '../../shared/domain/clients';
import type { DemoContext } from './context';
import { BUSINESS_KINDS, BUSINESS_THEMES, CITIES, FIRST_NAMES, IFOOD_KITCHENS, KEY_ACCOUNTS, LAST_NAMES, STREETS } from './names';
import type { Row } from './rows';

export interface DemoClient {
  row: Row<'clients'> & { id: number; clientType: ClientType; clientName: string };
  neighborhood: string;
  street: string;
}

const CLIENT_MIX: readonly (readonly [ClientType, number])[] = [
  ['PF', 90],
  ['PJ', 90],
  ['KA', 30],
  ['IFOOD', 30],
];

function digits(context: DemoContext, length: number): string {
  return Array.from({ length }, () => context.random.int(0, 9)).join('');
}

function names(context: DemoContext, type: ClientType, index: number): { clientName: string; clientTrade: string | null } {
  const { random } = context;
  switch (type) {
    case 'PF':
      return { clientName: `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)} ${random.pick(LAST_NAMES)}`, clientTrade: null };
    case 'PJ': {
      const trade = `${random.pick(BUSINESS_KINDS)} ${random.pick(BUSINESS_THEMES)}`;
      return { clientName: `${trade} Ltda`, clientTrade: trade };
    }
    case 'KA': {
      const trade = `${KEY_ACCOUNTS[index % KEY_ACCOUNTS.length]} ${Math.floor(index / KEY_ACCOUNTS.length) + 1}`;
      return { clientName: `${trade} S.A.`, clientTrade: trade };
    }
    case 'IFOOD': {
      const trade = `${IFOOD_KITCHENS[index % IFOOD_KITCHENS.length]} ${random.pick(CITIES[0].neighborhoods)}`;
      return { clientName: `${trade} Alimentos ME`, clientTrade: trade };
    }
  }
}

export function buildClients(context: DemoContext): DemoClient[] {
  const clients: DemoClient[] = [];
  let code = 20_000;
  for (const [type, count] of CLIENT_MIX) {
    for (let index = 0; index < count; index += 1) {
      const place = context.random.weighted(CITIES.map((city) => [city, city.weight] as const));
      const row = {
        id: context.ids.next('clients'),
        externalId: `C${(code += 1)}`,
        clientType: type,
        ...names(context, type, index),
        document: type === 'PF' ? digits(context, 11) : digits(context, 14),
        city: place.city,
        state: place.state,
        createdAt: context.now,
      };
      context.rows.clients.push(row);
      clients.push({
        row,
        neighborhood: context.random.pick(place.neighborhoods),
        street: `${context.random.pick(STREETS)}, ${context.random.int(10, 2999)}`,
      });
    }
  }
  return clients;
}
