import { ruleFailure } from '@nextland/rules';
import { describe, expect, it } from 'vitest';
import { creatorDefaults, creatorSchema } from './creator-schema';
import { firstStepWithError } from './first-step-with-error';
import { orgSchema } from './org-schema';
import { linkValid, normalizeLink } from './portfolio-links';
import { realNameErrorFields, realNameInput, realNameSchema } from './real-name-rules';

const creator = {
  field: 'Ceramics',
  intro: 'Wood-fired stoneware.',
  portfolio: [{ url: '' }],
  idImages: ['/files/private/1'],
};
const org = {
  orgName: 'Nextland Studio',
  creditCode: '91350100M000100Y43',
  licenseImage: '/files/private/2',
  contactName: 'Lin',
  contactPhone: '138 0013 8000',
};

const failures = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? []);

describe('creatorSchema', () => {
  it('passes a complete application with no links and sends the texts trimmed', () => {
    expect(creatorSchema.parse({ ...creator, field: ' Ceramics ' })).toEqual({
      field: 'Ceramics',
      intro: 'Wood-fired stoneware.',
      portfolio: [],
      idImages: ['/files/private/1'],
    });
  });

  it("uses nextland's rules: required texts, their lengths, 1–4 images and valid links", () => {
    const failed = creatorSchema.safeParse({
      ...creator,
      field: '  ',
      intro: 'x'.repeat(2001),
      portfolio: [{ url: 'not a link' }],
      idImages: [],
    });
    expect(Object.keys(failures(failed))).toEqual(['field', 'intro', 'portfolio.0.url', 'idImages']);
    expect(failures(failed).idImages).toBe('verification:errors.idImagesRequired');
    expect(failures(failed)['portfolio.0.url']).toBe('verification:creatorForm.linkInvalid');
    expect(creatorSchema.safeParse({ ...creator, idImages: ['a', 'b', 'c', 'd', 'e'] }).success).toBe(false);
  });

  it('adds https to bare links and drops blank rows', () => {
    const rows = [{ url: ' behance.net/lin ' }, { url: '' }, { url: 'http://lin.cn/works' }];
    expect(creatorSchema.parse({ ...creator, portfolio: rows }).portfolio).toEqual([
      'https://behance.net/lin',
      'http://lin.cn/works',
    ]);
    expect(normalizeLink('ftp://x.cn')).toBe('ftp://x.cn');
    expect(linkValid('ftp://x.cn')).toBe(false);
    expect(linkValid('https://localhost')).toBe(false);
    expect(linkValid(`https://a.cn/${'x'.repeat(500)}`)).toBe(false);
  });

  it('prefills a resubmission, with one empty link row when there were none', () => {
    expect(creatorDefaults(null).portfolio).toEqual([{ url: '' }]);
    const previous = {
      __typename: 'CreatorApplicationData' as const,
      ...creator,
      portfolio: ['https://a.cn'],
    };
    expect(creatorDefaults(previous).portfolio).toEqual([{ url: 'https://a.cn' }]);
  });
});

describe('orgSchema', () => {
  it('passes a complete application and normalises what is sent', () => {
    expect(orgSchema.parse({ ...org, creditCode: '91350100m000100y43' })).toMatchObject({
      creditCode: '91350100M000100Y43',
      contactPhone: '13800138000',
    });
  });

  it('flags each rule', () => {
    const failed = orgSchema.safeParse(
      { orgName: 'A', creditCode: '123', licenseImage: '', contactName: ' ', contactPhone: '12345' },
      { error: (issue) => ruleFailure(issue).code },
    );
    expect(failures(failed)).toEqual({
      orgName: 'field.minLength',
      creditCode: 'field.creditCode',
      licenseImage: 'verification:errors.licenseImageRequired',
      contactName: 'field.required',
      contactPhone: 'field.phone',
    });
  });
});

describe('realNameSchema', () => {
  const images = { idFront: '/files/private/41', idBack: '/files/private/42' };

  it('checks the name length, the ID checksum and both sides of the card', () => {
    expect(
      realNameSchema.safeParse({ name: '林晚', idNumber: '11010519491231002x', ...images }).success,
    ).toBe(true);
    const failed = realNameSchema.safeParse({
      name: '林',
      idNumber: '110105194912310021',
      idFront: null,
      idBack: null,
    });
    expect(failed.error?.issues.map((issue) => issue.path[0])).toEqual([
      'name',
      'idNumber',
      'idFront',
      'idBack',
    ]);
    expect(failed.error?.issues.slice(1).map((issue) => issue.message)).toEqual([
      'field.idNumber',
      'verification:errors.idFrontRequired',
      'verification:errors.idBackRequired',
    ]);
  });

  it('sends the trimmed name, the normalised number and the images front first', () => {
    const parsed = realNameSchema.parse({ name: ' 林晚 ', idNumber: '110105 19491231 002x', ...images });
    expect(realNameInput(parsed)).toEqual({
      name: '林晚',
      idNumber: '11010519491231002X',
      idImages: ['/files/private/41', '/files/private/42'],
    });
  });

  it("puts each image's server error under its side and keeps list-wide ones form-level", () => {
    const error = (field: string | null) => ({ field, code: 'INVALID', message: field ?? '' });
    expect(
      realNameErrorFields([
        error('idImages.0'),
        error('input.idImages[1]'),
        error('idImages'),
        error('name'),
        error(null),
      ]).map((e) => e.field),
    ).toEqual(['idFront', 'idBack', 'idImages', 'name', null]);
  });
});

describe('firstStepWithError', () => {
  it('finds the step that owns a failed field', () => {
    const steps = [['field', 'intro'], ['portfolio'], ['idImages']];
    expect(firstStepWithError(steps, ['idImages', 'portfolio'])).toBe(1);
    expect(firstStepWithError(steps, ['intro'])).toBe(0);
    expect(firstStepWithError(steps, ['other'])).toBeNull();
  });
});
