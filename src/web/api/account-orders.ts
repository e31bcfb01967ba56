// GET /api/account/orders: the orders paid with the account's e-mail, with their packed bracelets
// (the account page lists them; the dashboard offers the bracelets not yet activated).
import { useQuery } from '@tanstack/react-query';
import { accountOrders } from '#shared/endpoints/buyer-orders.ts';
import { call } from '../lib/call.ts';

export const accountOrdersKey = ['/api/account/orders'] as const;

export function useAccountOrders() {
  return useQuery({ queryKey: accountOrdersKey, queryFn: () => call(accountOrders) });
}
