import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button, type ButtonSize, buttonClassName } from '../../../components/ui/button.js';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.js';
import type { OrderCardFieldsFragment, OrderRole } from '../../../graphql/generated/graphql';
import { CancelOrderMutation } from '../api/cancel-order.js';
import { ConfirmReceiptMutation } from '../api/confirm-receipt.js';
import { type OrderAction, orderActions } from '../lib/order-actions.js';
import { orderDetailPath } from '../lib/order-filters.js';
import { useOrderMove } from '../lib/use-order-move.js';
import { PayButton } from './pay-button.js';

type Props = {
  order: Pick<OrderCardFieldsFragment, 'id' | 'orderNumber' | 'status' | 'paymentId'>;
  role: OrderRole;
  size?: ButtonSize;
  /** Actions the page offers another way (the seller's detail page has the ship form itself). */
  without?: readonly OrderAction[];
};

/** The buttons an order's status allows to this side; cancelling and confirming receipt ask first. */
export function OrderActions({ order, role, size = 'md', without = [] }: Props) {
  const { t } = useTranslation(['order', 'common']);
  const actions = orderActions(order.status, role).filter((action) => !without.includes(action));
  const [cancelOrder, cancelling] = useMutation(CancelOrderMutation);
  const [confirmReceipt, confirming] = useMutation(ConfirmReceiptMutation);
  const cancel = useOrderMove(t('actions.cancelled'));
  const confirm = useOrderMove(t('actions.confirmed'));
  if (actions.length === 0) return null;

  return (
    <div className="flex flex-wrap items-center gap-2">
      {actions.includes('cancel') ? (
        <Button variant="ghost" size={size} onClick={cancel.ask}>
          {t('actions.cancel')}
        </Button>
      ) : null}
      {actions.includes('pay') ? <PayButton paymentId={order.paymentId} size={size} /> : null}
      {actions.includes('confirm') ? (
        <Button size={size} onClick={confirm.ask}>
          {t('actions.confirm')}
        </Button>
      ) : null}
      {actions.includes('ship') ? (
        <Link to={orderDetailPath(order.id, 'SELLER')} className={buttonClassName('primary', size)}>
          {t('actions.ship')}
        </Link>
      ) : null}
      <ConfirmDialog
        open={cancel.open}
        title={t('actions.cancelTitle')}
        description={t('actions.cancelText', { number: order.orderNumber })}
        confirmLabel={t('actions.cancel')}
        cancelLabel={t('actions.keep')}
        tone="danger"
        pending={cancelling.loading}
        error={cancel.error}
        onConfirm={() =>
          void cancel.run(async () => (await cancelOrder({ variables: { id: order.id } })).data?.cancelOrder)
        }
        onCancel={cancel.cancel}
      />
      <ConfirmDialog
        open={confirm.open}
        title={t('actions.confirmTitle')}
        description={t('actions.confirmText', { number: order.orderNumber })}
        confirmLabel={t('actions.confirm')}
        cancelLabel={t('actions.notYet')}
        pending={confirming.loading}
        error={confirm.error}
        onConfirm={() =>
          void confirm.run(
            async () => (await confirmReceipt({ variables: { id: order.id } })).data?.confirmReceipt,
          )
        }
        onCancel={confirm.cancel}
      />
    </div>
  );
}
