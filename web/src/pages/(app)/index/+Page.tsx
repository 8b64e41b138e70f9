// https://vike.dev/Page
import { useTranslation } from 'react-i18next';
import { Config } from 'vike-react/Config';
import { GoodsShowcase } from '../../../features/goods/components/goods-showcase.js';
import { HomeHero } from '../../../features/home/components/home-hero.js';
import { HomePillars } from '../../../features/home/components/home-pillars.js';

export function Page() {
  const { t } = useTranslation('home');
  return (
    <>
      <Config title={t('title')} description={t('description')} />
      <HomeHero />
      <GoodsShowcase />
      <HomePillars />
    </>
  );
}
