// Client types. PF is a person (the screens show client_name); the others are companies
// (the screens show client_trade). iFood orders are packed in the client's bag.

export const CLIENT_TYPES = ['PF', 'PJ', 'KA', 'IFOOD'] as const;
export type ClientType = (typeof CLIENT_TYPES)[number];

export function clientDisplayName(client: { clientType: string; clientName: string; clientTrade: string | null }): string {
  return client.clientType === 'PF' ? client.clientName : (client.clientTrade ?? client.clientName);
}
