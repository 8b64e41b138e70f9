import {
  Button,
  Header,
  Menu,
  MenuItem,
  MenuSection,
  MenuTrigger,
  Popover,
  RouterProvider,
} from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useHref, useLocation, useNavigate } from 'react-router-dom';
import { currentMenuKey, type MenuItem as Item } from './menu-items.js';
import { UnreadBadge } from './unread-badge.js';

type Props = { groups: { group: string; items: Item[] }[]; unread: number };

const ITEM =
  'flex cursor-pointer items-center justify-between gap-3 rounded-lg px-3 py-2.5 text-sm outline-none data-[focused]:bg-surface-2 data-[focused]:text-ink';

/**
 * The personal centre's menu on narrow windows (issue 9: a menu, not a sideways strip): a button naming the
 * current page opens the grouped list as a react-aria Menu (arrow keys, typeahead, Escape). Items are links
 * that react-router follows.
 */
export function MyMenuButton({ groups, unread }: Props) {
  const { t } = useTranslation('my');
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const items = groups.flatMap((group) => group.items);
  const currentKey = currentMenuKey(items, pathname, search);
  const isCurrent = (item: Item) => item.key === currentKey;
  const current = items.find(isCurrent);
  return (
    <RouterProvider navigate={(href) => void navigate(href)} useHref={useHref}>
      <MenuTrigger>
        <Button className="flex w-full items-center justify-between gap-3 rounded-xl bg-surface px-4 py-3 text-left outline-none ring-1 ring-line data-[focus-visible]:ring-2 data-[focus-visible]:ring-accent lg:hidden">
          <span className="flex min-w-0 flex-col">
            <span className="text-subtle text-xs">{t('menu.label')}</span>
            <span className="truncate font-medium text-ink">
              {current ? t(`menu.${current.key}` as 'menu.overview') : null}
            </span>
          </span>
          <span className="flex items-center gap-2">
            <UnreadBadge count={unread} testId="menu-button-unread" />
            <span aria-hidden="true" className="text-muted">
              ▾
            </span>
          </span>
        </Button>
        <Popover
          placement="bottom start"
          offset={6}
          className="z-overlay max-h-[70vh] w-(--trigger-width) overflow-auto rounded-xl border border-line bg-surface p-2 shadow-2xl shadow-black/60 outline-none!"
        >
          <Menu className="flex flex-col gap-2 outline-none!">
            {groups.map(({ group, items }) => (
              // Section ids share the collection's key space with item ids: the 'account' group and the 'account'
              // item would collide (the item replaced the whole menu), so sections get their own prefix.
              <MenuSection key={group} id={`group-${group}`}>
                <Header className="px-3 pt-1 pb-1 text-subtle text-xs uppercase tracking-[0.18em]">
                  {t(`menu.groups.${group}` as 'menu.groups.account')}
                </Header>
                {items.map((item) => (
                  <MenuItem
                    key={item.key}
                    id={item.key}
                    href={item.to}
                    className={`${ITEM} ${isCurrent(item) ? 'bg-surface-2 text-ink' : 'text-muted'}`}
                  >
                    {t(`menu.${item.key}` as 'menu.overview')}
                    {item.key === 'msg' ? <UnreadBadge count={unread} testId="menu-item-unread" /> : null}
                  </MenuItem>
                ))}
              </MenuSection>
            ))}
            <MenuSection id="group-leave" className="border-line border-t pt-2">
              <MenuItem id="logout" href="/logout" className={`${ITEM} text-muted`}>
                {t('menu.logout')}
              </MenuItem>
            </MenuSection>
          </Menu>
        </Popover>
      </MenuTrigger>
    </RouterProvider>
  );
}
