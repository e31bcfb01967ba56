// A small stand-in for PayPal's JS SDK (https://www.paypal.com/sdk/js), served by the end-to-end tests
// through page.route. It implements the part the shop uses: paypal.Buttons({createOrder, onApprove,
// onCancel, onError}).render(container). Clicking its button runs createOrder, then "approval at PayPal"
// (a POST the test answers by approving the order at the REST stand-in), then onApprove; a rejected
// approval is a cancel, a failure calls onError, and actions.restart() approves again.
export const SDK_STAND_IN_APPROVE_URL = 'https://www.paypal.com/stand-in/approve/';

export const SDK_STAND_IN_SOURCE = `(() => {
  const script = document.currentScript;
  const params = script ? Object.fromEntries(new URL(script.src).searchParams) : {};
  window.__paypalSdk = { params, clientToken: script && script.getAttribute('data-client-token') };
  const approve = (orderID) => fetch(${JSON.stringify(SDK_STAND_IN_APPROVE_URL)} + encodeURIComponent(orderID), { method: 'POST' });
  window.paypal = {
    Buttons(options) {
      return {
        isEligible: () => true,
        close: () => Promise.resolve(),
        render(container) {
          const target = typeof container === 'string' ? document.querySelector(container) : container;
          const button = document.createElement('button');
          button.type = 'button';
          button.textContent = 'PayPal';
          button.setAttribute('data-testid', 'paypal-stand-in-button');
          button.style.minHeight = '48px';
          button.addEventListener('click', async () => {
            try {
              const orderID = await options.createOrder({}, {});
              const approveAndPay = async () => {
                const approval = await approve(orderID);
                if (!approval.ok) {
                  if (options.onCancel) options.onCancel({ orderID });
                  return;
                }
                await options.onApprove({ orderID, payerID: 'QYR5Z8XDVJNXQ' }, { restart: approveAndPay });
              };
              await approveAndPay();
            } catch (error) {
              if (options.onError) options.onError(error);
            }
          });
          target.appendChild(button);
          return Promise.resolve();
        },
      };
    },
  };
})();
`;
