// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getI18n } from '../../lib/i18n/i18n.js';
import { CatalogueSearchBox } from './catalogue-search-box.js';

function renderBox(keyword: string, onSearch = vi.fn()) {
  render(
    <I18nextProvider i18n={getI18n('en')}>
      <CatalogueSearchBox
        namespace="goods"
        inputId="goods-keyword"
        maxLength={5}
        keyword={keyword}
        onSearch={onSearch}
      />
    </I18nextProvider>,
  );
  return onSearch;
}

describe('CatalogueSearchBox', () => {
  afterEach(cleanup);

  it('submits the trimmed keyword, or none for blanks', () => {
    const onSearch = renderBox('');
    const input = document.getElementById('goods-keyword') as HTMLInputElement;
    expect(input.maxLength).toBe(5);
    fireEvent.change(input, { target: { value: ' vase ' } });
    fireEvent.submit(input.form as HTMLFormElement);
    expect(onSearch).toHaveBeenLastCalledWith('vase');
    fireEvent.change(input, { target: { value: '   ' } });
    fireEvent.submit(input.form as HTMLFormElement);
    expect(onSearch).toHaveBeenLastCalledWith(undefined);
  });

  it('clears a searched keyword from the URL, and only empties the box for an unsent one', () => {
    const label = getI18n('en').getFixedT(null, 'goods')('filters.clearKeyword');
    const onSearch = renderBox('vase');
    fireEvent.click(screen.getByRole('button', { name: label }));
    expect(onSearch).toHaveBeenCalledWith(undefined);
    cleanup();
    const unsent = renderBox('');
    fireEvent.change(document.getElementById('goods-keyword') as HTMLInputElement, {
      target: { value: 'x' },
    });
    fireEvent.click(screen.getByRole('button', { name: label }));
    expect(unsent).not.toHaveBeenCalled();
    expect((document.getElementById('goods-keyword') as HTMLInputElement).value).toBe('');
  });
});
