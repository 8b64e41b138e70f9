// zh-TW's personal-centre namespaces (only /my renders them): kept out of the core chunk catalogue pages load.
import type { ResourceKey } from 'i18next';

export default import.meta.glob<ResourceKey>(
  '../../../../../locales/zh-TW/{address,aftersale,cart,my,order,release,settlement,verification,wallet}.json',
  {
    eager: true,
    import: 'default',
  },
);
