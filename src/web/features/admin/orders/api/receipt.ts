// GET /api/admin/orders/{id}/receipt.pdf: the order's receipt, a link the browser downloads.
import { adminReceipt } from '#shared/endpoints/orders.ts';
import { urlOf } from '../../../../lib/call.ts';

export const receiptUrl = (id: string) => urlOf(adminReceipt, { params: { id } });
