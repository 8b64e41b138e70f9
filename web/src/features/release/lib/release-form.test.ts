import { describe, expect, it } from 'vitest';
import { formFieldOf, releaseDefaults, releaseFormSchema, toDraftInput } from './release-form';

describe('release form values', () => {
  it('sends yuan as fen, drops empty translations and the original language, and keeps only usable numbers', () => {
    const values = releaseDefaults('zh-cn');
    const input = toDraftInput('GOODS', {
      ...values,
      title: ' 青瓷杯 ',
      price: '128.5',
      stock: 5,
      translations: {
        'zh-cn': { title: 'ignored', description: 'ignored' },
        en: { title: 'Celadon cup', description: 'Hand-thrown.' },
        'zh-tw': { title: '', description: '' },
      },
    });
    expect(input).toMatchObject({ originalLang: 'ZH_CN', title: '青瓷杯', priceFen: 12_850, stock: 5 });
    expect(input.translations).toEqual([{ lang: 'EN', title: 'Celadon cup', description: 'Hand-thrown.' }]);
    const half = toDraftInput('WORK', { ...values, price: '12.345' });
    expect(half).not.toHaveProperty('priceFen');
    expect(half).not.toHaveProperty('editionSize');
    expect(half).toMatchObject({ mediaType: 'IMAGE', licence: 'PERSONAL' });
  });

  it('needs the whole listing to release, and a translation title with its description', () => {
    const result = releaseFormSchema.safeParse({
      ...releaseDefaults('en'),
      translations: {
        'zh-cn': { title: '青瓷杯', description: '' },
        en: { title: '', description: '' },
        'zh-tw': { title: '', description: '' },
      },
    });
    const paths = result.error?.issues.map((issue) => issue.path.join('.')).sort();
    expect(paths).toEqual([
      'categoryId',
      'description',
      'images',
      'price',
      'stock',
      'title',
      'translations.zh-cn.description',
    ]);
  });

  it('puts the server’s field names on the form’s fields', () => {
    expect(formFieldOf('priceFen')).toBe('price');
    expect(formFieldOf('editionSize')).toBe('stock');
    expect(formFieldOf('images.2')).toBe('images');
    expect(formFieldOf('translations.0.title')).toBe('translations');
    expect(formFieldOf(null)).toBeNull();
  });
});
