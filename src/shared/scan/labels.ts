// Box labels: the text before ';' is the order id (spec/operator.md §5 'Label scan').
export const WRONG_ORDER_LABEL_MESSAGE = 'Opa, esse etiqueta é de outro pedido';

export function labelOrderId(code: string): string {
  return code.trim().split(';')[0]!.trim();
}

export function labelBelongsToOrder(code: string, orderId: string): boolean {
  return labelOrderId(code) === orderId.trim();
}

/** The code printed on box `box` of `total`: `orderId;box;total`. */
export function boxLabelCode(orderId: string, box: number, total: number): string {
  return `${orderId};${box};${total}`;
}
