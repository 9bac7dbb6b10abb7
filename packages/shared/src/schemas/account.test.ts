import { describe, expect, it } from 'vitest';
import {
  ageOn,
  idNumberBirthDate,
  idNumberCheckCharacter,
  idNumberSchema,
  loginBody,
  mobileSchema,
  nicknameSchema,
  passwordSchema,
  smsCodeSchema,
  tradeUrlSchema,
} from './account';

const firstIssue = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('account rules of spec point 5', () => {
  it('checks the phone: 11 digits starting with 1', () => {
    expect(mobileSchema.safeParse('13800138000').success).toBe(true);
    for (const bad of ['23800138000', '1380013800', '138001380001', '1380013800a']) expect(firstIssue(mobileSchema.safeParse(bad))).toBe('PHONE_INVALID');
  });

  it('checks the password length 6-40 and the 5-digit code', () => {
    expect(passwordSchema.safeParse('123456').success).toBe(true);
    expect(passwordSchema.safeParse('x'.repeat(40)).success).toBe(true);
    expect(firstIssue(passwordSchema.safeParse('12345'))).toBe('PASSWORD_LENGTH');
    expect(firstIssue(passwordSchema.safeParse('x'.repeat(41)))).toBe('PASSWORD_LENGTH');
    expect(smsCodeSchema.safeParse('01234').success).toBe(true);
    expect(firstIssue(smsCodeSchema.safeParse(''))).toBe('CODE_REQUIRED');
    expect(firstIssue(smsCodeSchema.safeParse('1234'))).toBe('CODE_INVALID');
  });

  it('lets an encrypted password through as base64 of any length, a plain one only at 6-40', () => {
    const encrypted = Buffer.alloc(256, 9).toString('base64');
    expect(loginBody.safeParse({ account: 'a', password: encrypted, encrypted: true }).success).toBe(true);
    expect(firstIssue(loginBody.safeParse({ account: 'a', password: encrypted }))).toBe('PASSWORD_LENGTH');
    expect(firstIssue(loginBody.safeParse({ account: 'a', password: 'not base64!', encrypted: true }))).toBe('PASSWORD_LENGTH');
  });

  it('checks nicknames: 1-14 digits, English or Chinese', () => {
    for (const good of ['a', '玩家123', 'Abc中文9', '一二三四五六七八九十一二三四']) expect(nicknameSchema.safeParse(good).success).toBe(true);
    for (const bad of ['', 'has space', 'x'.repeat(15), 'émile', 'ab_cd']) expect(firstIssue(nicknameSchema.safeParse(bad))).toBe('NICKNAME_INVALID');
  });

  it('checks trade links', () => {
    expect(tradeUrlSchema.safeParse('https://steamcommunity.com/tradeoffer/new/?partner=123456789&token=AbCd1234').success).toBe(true);
    expect(firstIssue(tradeUrlSchema.safeParse('https://steamcommunity.com/tradeoffer/new/?partner=123456789'))).toBe('TRADE_URL_INVALID');
  });
});

describe('id numbers (GB 11643)', () => {
  it('computes the check character of known numbers', () => {
    // The standard's worked example.
    expect(idNumberCheckCharacter('11010519491231002')).toBe('X');
    expect(idNumberCheckCharacter('44052418800101001')).toBe('4');
  });

  it('reads the birth date of 18- and 15-character numbers and refuses bad ones', () => {
    expect(idNumberBirthDate('11010519491231002X')).toEqual({ year: 1949, month: 12, day: 31 });
    expect(idNumberBirthDate('11010519491231002x'.toUpperCase())).toEqual({ year: 1949, month: 12, day: 31 });
    expect(idNumberBirthDate('110105491231002')).toEqual({ year: 1949, month: 12, day: 31 });
    expect(idNumberBirthDate('110105194912310021')).toBeNull();
    expect(idNumberBirthDate('110105490231002')).toBeNull();
    expect(idNumberBirthDate('1101051949123100')).toBeNull();
    expect(firstIssue(idNumberSchema.safeParse('110105194912310021'))).toBe('ID_NUMBER_INVALID');
    expect(idNumberSchema.parse('11010519491231002x')).toBe('11010519491231002X');
  });

  it('counts full years', () => {
    const birth = { year: 2008, month: 11, day: 22 };
    expect(ageOn(birth, { year: 2026, month: 11, day: 21 })).toBe(17);
    expect(ageOn(birth, { year: 2026, month: 11, day: 22 })).toBe(18);
    expect(ageOn(birth, { year: 2027, month: 1, day: 1 })).toBe(18);
  });
});
