import { createContext, type ReactNode, useContext } from 'react';
import type { RootStore } from './root-store.js';

const StoresContext = createContext<RootStore | null>(null);

export function StoresProvider({ store, children }: { store: RootStore; children: ReactNode }) {
  return <StoresContext.Provider value={store}>{children}</StoresContext.Provider>;
}

/** The one way components reach MobX state. */
export function useStores(): RootStore {
  const store = useContext(StoresContext);
  if (!store) throw new Error('useStores() must be used inside <StoresProvider>');
  return store;
}
