// https://vike.dev/Page

import { Config } from 'vike-react/Config';
import { GoodsShowcase } from '../../../features/goods/components/goods-showcase.js';
import { HomeHero } from '../../../features/home/components/home-hero.js';
import { HomePillars } from '../../../features/home/components/home-pillars.js';
import { useFixedT } from '../../../lib/hooks/use-fixed-t.js';
import { CatalogueSlots } from '../catalogue-slots.js';

export function Page() {
  const t = useFixedT('home');
  return (
    <>
      <Config title={t('title')} description={t('description')} />
      <HomeHero />
      <CatalogueSlots>
        <GoodsShowcase />
      </CatalogueSlots>
      <HomePillars />
    </>
  );
}
