// https://vike.dev/onHydrationEnd
import { startClientServices } from '../lib/client/client-services.js';
import { getBrowserRootStore } from '../stores/root-store.js';

export function onHydrationEnd() {
  const store = getBrowserRootStore();
  if (store) startClientServices(store);
  // End-to-end tests wait for this flag: clicks before hydration would be lost.
  document.body.setAttribute('data-hydrated', 'true');
}
