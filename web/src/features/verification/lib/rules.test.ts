import { describe, expect, it } from 'vitest';
import { portfolioLinks, validateCreator } from './creator-rules';
import { firstStepWithError } from './first-step-with-error';
import { orgInput, validateOrg } from './org-rules';
import { linkValid, normalizeLink } from './portfolio-links';
import { realNameErrorFields, realNameInput, realNameSchema } from './real-name-rules';

const creator = {
  field: 'Ceramics',
  intro: 'Wood-fired stoneware.',
  portfolio: [],
  idImages: ['/files/private/1'],
};
const org = {
  orgName: 'Nextland Studio',
  creditCode: '91350100M000100Y43',
  licenseImage: '/files/private/2',
  contactName: 'Lin',
  contactPhone: '138 0013 8000',
};

describe('validateCreator', () => {
  it('passes a complete application with no links', () => {
    expect(validateCreator(creator)).toEqual({});
  });

  it('mirrors nextland: required texts, their lengths, 1–4 images and valid links', () => {
    expect(validateCreator({ ...creator, field: '  ', intro: 'x'.repeat(2001), idImages: [] })).toEqual({
      field: 'fieldRequired',
      intro: 'introTooLong',
      idImages: 'idImagesRequired',
    });
    expect(validateCreator({ ...creator, field: 'x'.repeat(51) }).field).toBe('fieldTooLong');
    expect(validateCreator({ ...creator, idImages: ['a', 'b', 'c', 'd', 'e'] }).idImages).toBe(
      'idImagesTooMany',
    );
    expect(validateCreator({ ...creator, portfolio: ['not a link'] }).portfolio).toBe('portfolioInvalid');
    expect(validateCreator({ ...creator, portfolio: Array(11).fill('https://a.cn') }).portfolio).toBe(
      'portfolioTooMany',
    );
  });

  it('adds https to bare links and drops blank rows', () => {
    expect(portfolioLinks([' behance.net/lin ', '', 'http://lin.cn/works'])).toEqual([
      'https://behance.net/lin',
      'http://lin.cn/works',
    ]);
    expect(normalizeLink('ftp://x.cn')).toBe('ftp://x.cn');
    expect(linkValid('ftp://x.cn')).toBe(false);
    expect(linkValid('https://localhost')).toBe(false);
    expect(linkValid(`https://a.cn/${'x'.repeat(500)}`)).toBe(false);
  });
});

describe('validateOrg', () => {
  it('passes a complete application and normalises what is sent', () => {
    expect(validateOrg(org)).toEqual({});
    expect(orgInput({ ...org, creditCode: '91350100m000100y43' })).toMatchObject({
      creditCode: '91350100M000100Y43',
      contactPhone: '13800138000',
    });
  });

  it('flags each rule', () => {
    expect(
      validateOrg({
        orgName: 'A',
        creditCode: '123',
        licenseImage: '',
        contactName: ' ',
        contactPhone: '12345',
      }),
    ).toEqual({
      orgName: 'orgNameLength',
      creditCode: 'creditCodeInvalid',
      licenseImage: 'licenseImageRequired',
      contactName: 'contactNameRequired',
      contactPhone: 'contactPhoneInvalid',
    });
    expect(validateOrg({ ...org, contactName: 'x'.repeat(33) }).contactName).toBe('contactNameTooLong');
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
