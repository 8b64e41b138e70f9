import type { FlatNamespace, i18n, TFunction } from 'i18next';
import { useContext } from 'react';
import { getI18n, I18nContext } from 'react-i18next';

const cache = new WeakMap<i18n, Map<string, unknown>>();

/**
 * `useTranslation(ns).t` for components rendered many times per page (goods cards, their badges): the `t`
 * of the page locale's i18next instance (from +Wrapper's I18nextProvider) for one namespace, made once per
 * instance and namespace. react-i18next's hook copies every property of the i18next instance into a new
 * wrapper object on each mount, which server rendering pays for on every card of every request. Safe here
 * because each locale has its own instance that never changes language (lib/i18n/i18n.ts): a locale switch
 * hands down another instance, and this hook reads the context again.
 */
export function useFixedT<N extends FlatNamespace>(ns: N): TFunction<N> {
  // Outside a provider (some component tests), the instance react-i18next was last initialised with.
  const context = useContext(I18nContext) as { i18n?: i18n } | undefined;
  const instance = context?.i18n ?? getI18n();
  let byNamespace = cache.get(instance);
  if (!byNamespace) {
    byNamespace = new Map();
    cache.set(instance, byNamespace);
  }
  let t = byNamespace.get(ns) as TFunction<N> | undefined;
  if (!t) {
    t = instance.getFixedT(null, ns);
    byNamespace.set(ns, t);
  }
  return t;
}
