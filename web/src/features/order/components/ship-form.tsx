import { useApolloClient, useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { ShipmentForm } from '../../../components/shipment/shipment-form.js';
import { useStores } from '../../../stores/use-stores.js';
import { ShipOrderMutation } from '../api/ship-order.js';
import { refreshOrderLists } from '../lib/refresh-orders.js';

/**
 * The seller ships an order awaiting shipment. The answer is the shipped order, which replaces the cached one,
 * so the page turns to "shipped" and this form goes away.
 */
export function ShipForm({ orderId }: { orderId: string }) {
  const { t } = useTranslation('order');
  const { ui } = useStores();
  const client = useApolloClient();
  const [shipOrder] = useMutation(ShipOrderMutation);
  return (
    <ShipmentForm
      id="ship-form"
      texts={{
        title: t('ship.title'),
        lead: t('ship.lead'),
        carrier: t('ship.carrier'),
        carrierPlaceholder: t('ship.carrierPlaceholder'),
        carriersFailed: t('ship.carriersFailed'),
        trackingNumber: t('ship.trackingNumber'),
        trackingHint: t('ship.trackingHint'),
        submit: t('ship.submit'),
      }}
      ship={async (input) => {
        const payload = (await shipOrder({ variables: { id: orderId, ...input } })).data?.shipOrder;
        return { shipped: Boolean(payload?.order), userErrors: payload?.userErrors ?? [] };
      }}
      onShipped={() => {
        ui.messages.show({ type: 'success', text: t('ship.shipped') });
        void refreshOrderLists(client);
      }}
      onConflict={() => void refreshOrderLists(client, { withOrder: true })}
    />
  );
}
