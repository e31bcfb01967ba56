// The admin dashboard's Orders tab (issue 7). Placeholder until the checkout issue builds it.
export function OrdersTab() {
  return <p className="text-gray-700">Orders arrive with the checkout issue.</p>;
}
