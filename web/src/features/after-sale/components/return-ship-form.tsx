import { useApolloClient, useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { ShipmentForm } from '../../../components/shipment/shipment-form.js';
import { useStores } from '../../../stores/use-stores.js';
import { ShipAfterSaleReturnMutation } from '../api/ship-after-sale-return.js';
import { refreshAfterSales } from '../lib/refresh-after-sales.js';

/** The buyer ships an approved return: a carrier and the tracking number, as the seller ships an order. */
export function ReturnShipForm({ afterSaleId }: { afterSaleId: string }) {
  const { t } = useTranslation('aftersale');
  const { ui } = useStores();
  const client = useApolloClient();
  const [shipReturn] = useMutation(ShipAfterSaleReturnMutation);
  return (
    <ShipmentForm
      id="return-ship-form"
      texts={{
        title: t('actions.ship.title'),
        lead: t('actions.ship.lead'),
        carrier: t('actions.ship.carrier'),
        carrierPlaceholder: t('actions.ship.carrierPlaceholder'),
        carriersFailed: t('actions.ship.carriersFailed'),
        trackingNumber: t('actions.ship.trackingNumber'),
        submit: t('actions.ship.submit'),
      }}
      ship={async (input) => {
        const payload = (await shipReturn({ variables: { id: afterSaleId, ...input } })).data
          ?.shipAfterSaleReturn;
        return { shipped: Boolean(payload?.afterSale), userErrors: payload?.userErrors ?? [] };
      }}
      onShipped={() => {
        ui.messages.show({ type: 'success', text: t('actions.ship.shipped') });
        void refreshAfterSales(client);
      }}
      onConflict={() => void refreshAfterSales(client, { withDetail: true })}
    />
  );
}
