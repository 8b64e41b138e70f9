import { describe, expect, it } from 'vitest';
import { fieldName, toFieldErrors, translateIssue, type ValidationIssue } from './validation.js';

function issue(
  keyword: string,
  params: Record<string, unknown>,
  message = '',
  instancePath = '/x',
): ValidationIssue {
  return { keyword, params, message, instancePath };
}

describe('translateIssue', () => {
  it('uses a message key named by the schema', () => {
    expect(translateIssue('en', issue('custom', {}, 'field.id'))).toBe('Must be an id made of digits');
    expect(translateIssue('zh-tw', issue('custom', {}, 'field.idList'))).toBe(
      '必須是以逗號分隔的數字編號清單',
    );
  });

  it('reports a missing value as required', () => {
    const missing = issue(
      'invalid_type',
      { expected: 'string' },
      'Invalid input: expected string, received undefined',
    );
    expect(translateIssue('en', missing)).toBe('This field is required');
    expect(translateIssue('zh-cn', missing)).toBe('此项为必填项');
  });

  it('names the expected type', () => {
    expect(
      translateIssue('en', issue('invalid_type', { expected: 'number' }, 'expected number, received NaN')),
    ).toBe('Expected a number');
    expect(translateIssue('en', issue('invalid_type', { expected: 'int' }))).toBe('Must be a whole number');
    expect(translateIssue('en', issue('invalid_type', { expected: 'date' }))).toBe('Invalid value');
  });

  it('translates bounds by origin', () => {
    expect(translateIssue('en', issue('too_big', { origin: 'number', maximum: 100 }))).toBe(
      'Must be at most 100',
    );
    expect(translateIssue('zh-cn', issue('too_small', { origin: 'number', minimum: 1 }))).toBe('不能小于 1');
    expect(translateIssue('en', issue('too_big', { origin: 'string', maximum: 50 }))).toBe(
      'Must be at most 50 characters',
    );
    expect(translateIssue('zh-tw', issue('too_big', { origin: 'array', maximum: 100 }))).toBe(
      '最多包含 100 項',
    );
    expect(translateIssue('en', issue('too_big', { origin: 'date', maximum: 1 }))).toBe('Invalid value');
  });

  it('lists allowed values', () => {
    expect(translateIssue('en', issue('invalid_value', { values: ['0', '1'] }))).toBe('Must be one of: 0, 1');
  });
});

describe('fieldName / toFieldErrors', () => {
  it('turns instance paths into dotted field names', () => {
    expect(fieldName('/size', 'querystring')).toBe('size');
    expect(fieldName('/ids/0', 'querystring')).toBe('ids.0');
    expect(fieldName('', 'querystring')).toBe('querystring');
    expect(fieldName('', undefined)).toBe('request');
  });

  it('maps every issue to {field, message}', () => {
    const issues = [issue('too_big', { origin: 'number', maximum: 100 }, '', '/size')];
    expect(toFieldErrors('en', issues, 'querystring')).toEqual([
      { field: 'size', message: 'Must be at most 100' },
    ]);
  });
});
