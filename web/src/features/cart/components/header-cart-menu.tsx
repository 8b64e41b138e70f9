import { Button, Menu, MenuItem, MenuTrigger, Popover, RouterProvider } from 'react-aria-components';
import { navigate } from 'vike/client/router';
import { usePageContext } from 'vike-react/usePageContext';
import type { ItemKind } from '../../../graphql/generated/graphql';
import { useFixedT } from '../../../lib/hooks/use-fixed-t.js';
import { localizePath } from '../../../lib/i18n/localize-path.js';
import { BUYING_PATHS } from '../../../lib/navigation/buying-paths.js';
import { HeaderCartIcon } from './header-cart-icon';

export type HeaderCartCounts = { goods: number; works: number };

const CARTS = [
  { kind: 'GOODS', key: 'goods' },
  { kind: 'OPUS', key: 'works' },
] as const satisfies readonly { kind: ItemKind; key: keyof HeaderCartCounts }[];

/**
 * When both carts hold lines, the cart button opens a menu of the two (react-aria Menu: arrow keys, Escape
 * returns focus to the button), each with its own count; the badge shows the total. Loaded only then.
 */
export function HeaderCartMenu({ counts }: { counts: HeaderCartCounts }) {
  const t = useFixedT('common');
  const { locale } = usePageContext();
  const total = counts.goods + counts.works;
  return (
    <RouterProvider navigate={(href) => void navigate(href)}>
      <MenuTrigger>
        <Button
          data-testid="header-cart"
          className="relative grid size-9 shrink-0 place-items-center rounded-full border border-line text-ink outline-none transition hover:border-muted data-[focus-visible]:ring-2 data-[focus-visible]:ring-accent"
        >
          <HeaderCartIcon count={total} />
          <span className="sr-only">{t('cart.linkWithCount', { count: total })}</span>
        </Button>
        <Popover
          placement="bottom end"
          offset={8}
          className="z-overlay w-56 overflow-hidden rounded-xl border border-line bg-surface py-1 shadow-2xl shadow-black/60 outline-none!"
        >
          <Menu className="outline-none!">
            {CARTS.map(({ kind, key }) => (
              <MenuItem
                key={key}
                id={key}
                href={localizePath(BUYING_PATHS[kind].cart, locale)}
                aria-label={t(`cart.${key}WithCount`, { count: counts[key] })}
                data-testid={`header-cart-${key}`}
                className="flex cursor-pointer items-center justify-between gap-3 px-4 py-2 text-ink text-sm outline-none data-[focused]:bg-surface-2"
              >
                <span>{t(`cart.${key}`)}</span>
                <span className="rounded-full bg-surface-2 px-2 py-0.5 text-muted text-xs tabular-nums">
                  {counts[key]}
                </span>
              </MenuItem>
            ))}
          </Menu>
        </Popover>
      </MenuTrigger>
    </RouterProvider>
  );
}
