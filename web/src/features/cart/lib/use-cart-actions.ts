import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ItemKind } from '../../../graphql/generated/graphql';
import { requestErrorKind } from '../../../lib/graphql/request-error.js';
import { useStores } from '../../../stores/use-stores.js';
import { ConfirmCartChangesMutation } from '../api/confirm-cart-changes';
import { RemoveFromCartMutation } from '../api/remove-from-cart';
import { SelectCartLinesMutation } from '../api/select-cart-lines';
import { SetCartQuantityMutation } from '../api/set-cart-quantity';
import { writeCartCount } from './cart-cache';
import { type CartLineData, canShortenToStock, hasAnyChange } from './cart-state';

type Payload = {
  cart: { lineCount: number; kind: ItemKind } | null;
  userErrors: readonly { message: string }[];
} | null;

/**
 * The cart page's mutations. Each answers with the whole cart, which replaces the cached one (`Cart` is a
 * cache singleton), and the new line count goes to the header badge. A refused change is said on its line
 * (`lineErrors`); a change that affects several lines, or a failed request, is said in a message.
 */
export function useCartActions(kind: ItemKind = 'GOODS') {
  const { t } = useTranslation(['cart', 'common']);
  const { ui } = useStores();
  const [lineErrors, setLineErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(0);
  const [pendingSelection, setPendingSelection] = useState<Record<string, boolean>>({});
  const options = {
    update: (cache: Parameters<typeof writeCartCount>[0], result: { data?: unknown }) => {
      const data = result.data as Record<string, Payload> | null | undefined;
      const payload = data ? Object.values(data)[0] : null;
      writeCartCount(cache, payload?.cart);
    },
  };
  const [setQuantityMutation] = useMutation(SetCartQuantityMutation, options);
  const [removeMutation] = useMutation(RemoveFromCartMutation, options);
  const [selectMutation] = useMutation(SelectCartLinesMutation, options);
  const [confirmMutation] = useMutation(ConfirmCartChangesMutation, options);

  const setLineError = (lineId: string, message: string | null) =>
    setLineErrors((current) => {
      const { [lineId]: _dropped, ...rest } = current;
      return message ? { ...rest, [lineId]: message } : rest;
    });

  /** Runs one mutation; true when the cart came back. `lineId` puts a refusal on that line. */
  async function run(send: () => Promise<Payload>, lineId?: string): Promise<boolean> {
    setBusy((count) => count + 1);
    try {
      const payload = await send();
      if (payload?.cart) {
        if (lineId) setLineError(lineId, null);
        return true;
      }
      const message = payload?.userErrors[0]?.message ?? t('common:ui.errors.server');
      if (lineId) setLineError(lineId, message);
      else ui.messages.show({ type: 'error', text: message });
      return false;
    } catch (error) {
      const message = t(`common:ui.errors.${requestErrorKind(error)}`);
      if (lineId) setLineError(lineId, message);
      else ui.messages.show({ type: 'error', text: message });
      return false;
    } finally {
      setBusy((count) => count - 1);
    }
  }

  return {
    lineErrors,
    /** Selections sent but not answered yet (see withPendingSelection). */
    pendingSelection,
    busy: busy > 0,
    setQuantity: (line: CartLineData, quantity: number) =>
      run(
        async () =>
          (await setQuantityMutation({ variables: { lineId: line.id, quantity, kind } })).data
            ?.setCartQuantity ?? null,
        line.id,
      ),
    remove: async (line: CartLineData) => {
      const removed = await run(
        async () =>
          (await removeMutation({ variables: { lineId: line.id, kind } })).data?.removeFromCart ?? null,
        line.id,
      );
      if (removed) ui.messages.show({ type: 'success', text: t('cart:removed', { title: line.title }) });
      return removed;
    },
    select: async (lineIds: string[], selected: boolean) => {
      if (lineIds.length === 0) return true;
      const asked = Object.fromEntries(lineIds.map((id) => [id, selected]));
      setPendingSelection((current) => ({ ...current, ...asked }));
      try {
        return await run(
          async () =>
            (await selectMutation({ variables: { lineIds, selected, kind } })).data?.selectCartLines ?? null,
        );
      } finally {
        setPendingSelection((current) => {
          const rest = { ...current };
          for (const id of lineIds) if (rest[id] === selected) delete rest[id];
          return rest;
        });
      }
    },
    /**
     * Accepts every change: lines with less stock than asked are shortened to the stock left, then the lines
     * take their current prices as seen.
     */
    confirmChanges: async (lines: readonly CartLineData[]) => {
      for (const line of lines.filter(canShortenToStock)) {
        const shortened = await run(
          async () =>
            (await setQuantityMutation({ variables: { lineId: line.id, quantity: line.stock, kind } })).data
              ?.setCartQuantity ?? null,
          line.id,
        );
        if (!shortened) return false;
      }
      const lineIds = lines.filter(hasAnyChange).map((line) => line.id);
      const confirmed = await run(
        async () =>
          (await confirmMutation({ variables: { lineIds, kind } })).data?.confirmCartChanges ?? null,
      );
      if (confirmed) ui.messages.show({ type: 'success', text: t('cart:changes.confirmed') });
      return confirmed;
    },
  };
}
