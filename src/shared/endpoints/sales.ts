// The admin's sales overview: orders, revenue, refunds and activations per week, bracelets by state.
import { salesOverviewSchema } from '../schemas/order.ts';
import { endpoint } from './endpoint.ts';

export const salesOverview = endpoint({
  method: 'GET',
  path: '/api/admin/sales',
  access: 'admin',
  summary: 'Orders, revenue, refunds and activations per week; bracelets in stock, sold, activated',
  response: salesOverviewSchema,
});
