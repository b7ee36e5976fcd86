// An order number as the company's systems send it (integration's order_id): every call
// that names an order takes the same length, so an order the integration accepted can be
// printed, released and reprinted.
import { z } from 'zod';

export const ORDER_ID_MAX_LENGTH = 64;

export const orderNumber = z.string().trim().min(1, 'Pedido inválido').max(ORDER_ID_MAX_LENGTH, 'Pedido inválido');
