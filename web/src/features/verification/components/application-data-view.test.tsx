// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { getI18n } from '../../../lib/i18n/i18n.js';
import { creatorApplication } from '../test/fixtures';
import { ApplicationDataView } from './application-data-view';

// Links stored before nextland refused other schemes (issue 9 §6) still reach the queue as they were written.
const STORED = [
  'https://lin.example.cn/works',
  'http://old.example.org/',
  'javascript:alert(document.cookie)',
  ' JaVaScRiPt:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
];

function renderIn(lang: 'en' | 'zh-cn') {
  const application = creatorApplication();
  const data = { ...application.data, portfolio: STORED };
  return render(
    <I18nextProvider i18n={getI18n(lang)}>
      <ApplicationDataView application={{ data } as never} />
    </I18nextProvider>,
  );
}

describe('ApplicationDataView portfolio links', () => {
  afterEach(cleanup);

  it('renders only http(s) links as links; other schemes are inert text with a warning', () => {
    const { container } = renderIn('en');
    const hrefs = [...container.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(hrefs).toContain('https://lin.example.cn/works');
    expect(hrefs).toContain('http://old.example.org/');
    // Every absolute link is http(s): the ID images are same-origin paths and the phone a tel: link.
    expect(hrefs.filter((href) => href?.includes(':') && !/^(https?|tel):/.test(href))).toEqual([]);
    expect(hrefs).not.toContain('javascript:alert(document.cookie)');
    // The reviewer still sees what was submitted, marked as not opened.
    expect(screen.getByText('javascript:alert(document.cookie)').closest('a')).toBeNull();
    expect(screen.getAllByText('Not a web link: not opened')).toHaveLength(4);
  });

  it('says so in Chinese too', () => {
    renderIn('zh-cn');
    expect(screen.getAllByText('非网页链接，不可打开')).toHaveLength(4);
  });
});
