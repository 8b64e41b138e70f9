import { useApolloClient, useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ItemKind } from '../../../graphql/generated/graphql';
import { requestErrorKind } from '../../../lib/graphql/request-error.js';
import { useStores } from '../../../stores/use-stores.js';
import { DeleteMyItemMutation, ReleaseMyItemMutation, TakeMyItemsOffSaleMutation } from '../api/selling.js';
import { MANAGE_QUERIES } from '../lib.js';

type Failure = { id: string; message: string };

/**
 * The seller's moves on their rows: each answers per item, and a failure stays on its own row (a bulk call's
 * other items still move). After a move the list and the counts are read again: the row may leave the tab.
 */
export function useItemMoves(kind: ItemKind) {
  const { t } = useTranslation(['my', 'common']);
  const { ui } = useStores();
  const client = useApolloClient();
  const [errors, setErrors] = useState<ReadonlyMap<string, string>>(new Map());
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const [release] = useMutation(ReleaseMyItemMutation);
  const [takeOff] = useMutation(TakeMyItemsOffSaleMutation);
  const [remove] = useMutation(DeleteMyItemMutation);

  async function run(ids: string[], move: () => Promise<{ failures: Failure[]; done: string | null }>) {
    setBusy(new Set(ids));
    setErrors((old) => new Map([...old].filter(([id]) => !ids.includes(id))));
    try {
      const { failures, done } = await move();
      if (failures.length > 0) {
        setErrors((old) => new Map([...old, ...failures.map((f) => [f.id, f.message] as const)]));
      }
      if (done) ui.messages.show({ type: 'success', text: done });
      await client.refetchQueries({ include: MANAGE_QUERIES });
    } catch (error) {
      const message = t(`common:ui.errors.${requestErrorKind(error)}`);
      setErrors((old) => new Map([...old, ...ids.map((id) => [id, message] as const)]));
    } finally {
      setBusy(new Set());
    }
  }

  const single = (id: string, userErrors: { message: string }[] | undefined, done: string) => ({
    failures: userErrors?.length ? [{ id, message: userErrors.map((e) => e.message).join(' ') }] : [],
    done: userErrors?.length ? null : done,
  });

  return {
    errors,
    busy,
    release: (id: string) =>
      run([id], async () => {
        const { data } = await release({ variables: { kind, id } });
        const moved = data?.releaseMyItem.item?.status;
        const done = moved === 'UNDER_REVIEW' ? t('selling.sentToReview') : t('selling.released');
        return single(id, data?.releaseMyItem.userErrors, done);
      }),
    takeOffSale: (ids: string[]) =>
      run(ids, async () => {
        const { data } = await takeOff({ variables: { kind, ids } });
        const payload = data?.takeMyItemsOffSale;
        const whole = payload?.userErrors.map((e) => e.message).join(' ');
        const failures = whole
          ? ids.map((id) => ({ id, message: whole }))
          : (payload?.results ?? []).flatMap((r) => (r.ok ? [] : [{ id: r.id, message: r.message ?? '' }]));
        const moved = (payload?.results ?? []).filter((r) => r.ok).length;
        return { failures, done: moved > 0 ? t('selling.takenOffSale', { count: moved }) : null };
      }),
    remove: (id: string) =>
      run([id], async () => {
        const { data } = await remove({ variables: { kind, id } });
        return single(id, data?.deleteMyItem.userErrors, t('selling.deleted'));
      }),
  };
}
