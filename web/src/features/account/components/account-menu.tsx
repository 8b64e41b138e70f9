import { Button, Menu, MenuItem, MenuTrigger, Popover, RouterProvider } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { navigate } from 'vike/client/router';
import { usePageContext } from 'vike-react/usePageContext';
import { localizePath } from '../../../lib/i18n/localize-path.js';
import { Avatar } from './avatar.js';

const MENU = [
  { href: '/my', key: 'centre' },
  { href: '/my/msg', key: 'messages' },
  { href: '/my/account', key: 'settings' },
  { href: '/my/logout', key: 'logout' },
] as const;

type Props = { nickname: string; avatarUrl: string | null | undefined };

/**
 * The signed-in user's menu (react-aria Menu: arrow keys, Home/End, typeahead, Escape returns focus to the
 * button). Its items are links that Vike's router follows without a reload.
 */
export function AccountMenu({ nickname, avatarUrl }: Props) {
  const { t } = useTranslation('account');
  const { locale } = usePageContext();
  return (
    <RouterProvider navigate={(href) => void navigate(href)}>
      <MenuTrigger>
        <Button className="flex items-center gap-2 rounded-full border border-line py-1 pr-3 pl-1 outline-none hover:border-muted data-[focus-visible]:ring-2 data-[focus-visible]:ring-accent xl:max-2xl:pr-1">
          <Avatar url={avatarUrl} name={nickname} />
          {/* The name is the nickname people see (WCAG 2.5.3, label in name), then what the button opens. Where
              space is short (phones, and beside the full link bar up to 1536 px) only the avatar shows, but
              the nickname is still in the name. */}
          <span
            className="sr-only max-w-32 truncate text-sm md:not-sr-only xl:max-2xl:sr-only"
            data-testid="header-nickname"
          >
            {nickname}
          </span>
          <span className="sr-only">{t('menu.label')}</span>
        </Button>
        <Popover
          placement="bottom end"
          offset={8}
          className="z-overlay w-48 overflow-hidden rounded-xl border border-line bg-surface py-1 shadow-2xl shadow-black/60 outline-none!"
        >
          <Menu className="outline-none!">
            {MENU.map((item) => (
              <MenuItem
                key={item.key}
                id={item.key}
                href={localizePath(item.href, locale)}
                className="block cursor-pointer px-4 py-2 text-ink text-sm outline-none data-[focused]:bg-surface-2"
              >
                {t(`menu.${item.key}`)}
              </MenuItem>
            ))}
          </Menu>
        </Popover>
      </MenuTrigger>
    </RouterProvider>
  );
}
