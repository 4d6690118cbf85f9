import { describe, expect, it } from 'vitest';
import {
  fileNameFromDisposition,
  networkFailure,
  parseBody,
  toApiResult,
  toFileResult,
} from '../../../src/platform/api';

describe('toApiResult', () => {
  it('holds a 2xx answer as IsOk with its JSON content', () => {
    expect(toApiResult(200, { id: 5 })).toEqual({
      IsOk: true,
      Code: 200,
      Content: { id: 5 },
      ErrorTitle: '',
      ErrorMessage: '',
    });
  });

  it('holds an empty 204 as IsOk with null content', () => {
    expect(toApiResult(204, parseBody(''))).toMatchObject({ IsOk: true, Code: 204, Content: null });
  });

  it("takes a failure's title and message from the server's body", () => {
    expect(toApiResult(401, { title: 'Unauthorized', message: 'Wrong email of password' })).toEqual({
      IsOk: false,
      Code: 401,
      Content: null,
      ErrorTitle: 'Unauthorized',
      ErrorMessage: 'Wrong email of password',
    });
  });

  it('keeps the field messages of a 400', () => {
    const result = toApiResult(400, {
      title: 'Bad request',
      message: 'Check the fields',
      fields: { currentPassword: 'Current password is wrong' },
    });
    expect(result.Fields).toEqual({ currentPassword: 'Current password is wrong' });
    expect(result.IsOk).toBe(false);
  });

  it('keeps the whole body of a failure with a typed reason, for the caller to switch on', () => {
    const body = {
      title: 'Booking changed',
      message: 'The booking is already cancelled',
      reason: 'status_changed',
      status: 4,
    };
    expect(toApiResult(409, body).Refusal).toEqual(body);
    expect(toApiResult(409, { title: 'Conflict', message: 'Still running' }).Refusal).toBeUndefined();
  });

  it('keeps a non-JSON failure body (a proxy page) as the message', () => {
    expect(toApiResult(502, parseBody('Bad Gateway'))).toMatchObject({
      IsOk: false,
      Code: 502,
      ErrorTitle: '',
      ErrorMessage: 'Bad Gateway',
    });
  });

  it('holds a network failure as Code 0 with the error message', () => {
    expect(networkFailure(new TypeError('Failed to fetch'))).toEqual({
      IsOk: false,
      Code: 0,
      Content: null,
      ErrorTitle: '',
      ErrorMessage: 'Failed to fetch',
    });
  });
});

describe('file results', () => {
  it.each([
    ['attachment; filename="tickets-42.pdf"', 'tickets-42.pdf'],
    ['attachment; filename=bookings.xlsx', 'bookings.xlsx'],
    ["attachment; filename*=UTF-8''%D0%B1%D0%B8%D0%BB%D0%B5%D1%82.pdf", 'билет.pdf'],
    [`attachment; filename="fallback.pdf"; filename*=utf-8''real%20name.pdf`, 'real name.pdf'],
    ['attachment; filename="say \\"hi\\".txt"', 'say "hi".txt'],
    ['inline', ''],
  ])('reads %s as %j', (header, name) => {
    expect(fileNameFromDisposition(header)).toBe(name);
  });

  it('reads no header as no name', () => {
    expect(fileNameFromDisposition(null)).toBe('');
  });

  it('holds a file answer with its content and name', () => {
    const blob = new Blob(['%PDF']);
    expect(toFileResult(200, blob, 'attachment; filename="t.pdf"', null)).toEqual({
      IsOk: true,
      Code: 200,
      Content: blob,
      FileName: 't.pdf',
      ErrorTitle: '',
      ErrorMessage: '',
    });
  });

  it("holds a failed download with the server's error", () => {
    expect(toFileResult(404, null, null, { title: 'Not found', message: 'No such booking' })).toEqual({
      IsOk: false,
      Code: 404,
      Content: null,
      FileName: '',
      ErrorTitle: 'Not found',
      ErrorMessage: 'No such booking',
    });
  });
});
