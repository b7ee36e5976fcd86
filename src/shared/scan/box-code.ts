// The box QR read on the conveyor and in the box conference: 'orderId;box', exactly two
// parts (spec/loading.md §5). The first part is the order number.

export const INVALID_BOX_CODE = { title: 'QR Code inválido', description: 'O QR Code lido não é de caixa' } as const;

export interface BoxCode {
  orderId: string;
  box: number;
}

/** The order and box number of a box QR, or null when the code is not a box's. */
export function parseBoxCode(code: string): BoxCode | null {
  const parts = code.trim().split(';');
  if (parts.length !== 2) return null;
  const orderId = parts[0]!.trim();
  const boxText = parts[1]!.trim();
  if (!orderId || !/^\d{1,6}$/.test(boxText)) return null;
  const box = Number(boxText);
  return box >= 1 ? { orderId, box } : null;
}

export function boxCode(orderId: string, box: number): string {
  return `${orderId};${box}`;
}

/** The box conference's answer to a label it has already counted. */
export function repeatedBoxMessage({ orderId, box }: BoxCode): string {
  return `Caixa ${box} do pedido #${orderId} já foi lida!`;
}
