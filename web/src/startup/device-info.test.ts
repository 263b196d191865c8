import { describe, expect, it } from 'vitest';
import { deviceInfo } from './device-info';

const base = {
  timezoneOffset: -420,
  deviceMemory: 7.6,
  language: 'vi-VN',
  screenWidth: 390,
  screenHeight: 844,
  initAt: 1_000,
  now: 4_500,
};

describe('deviceInfo (behaviour §3 Device info)', () => {
  it('builds timezone offset, rounded memory, language, widthxheight and page loading time', () => {
    expect(deviceInfo(base)).toEqual({
      timezoneOffset: -420,
      deviceMemory: 8,
      language: 'vi-VN',
      screenResolution: '390x844',
      pageLoadingTime: 3_500,
    });
  });

  it('device memory defaults to 1 when unknown or not a positive number', () => {
    expect(deviceInfo({ ...base, deviceMemory: undefined }).deviceMemory).toBe(1);
    expect(deviceInfo({ ...base, deviceMemory: Number.NaN }).deviceMemory).toBe(1);
    expect(deviceInfo({ ...base, deviceMemory: -2 }).deviceMemory).toBe(1);
    expect(deviceInfo({ ...base, deviceMemory: 0.5 }).deviceMemory).toBe(1);
  });

  it('page loading time is 0 without an init time or with one in the future', () => {
    expect(deviceInfo({ ...base, initAt: null }).pageLoadingTime).toBe(0);
    expect(deviceInfo({ ...base, initAt: 10_000 }).pageLoadingTime).toBe(0);
  });

  it('survives missing or odd values', () => {
    expect(
      deviceInfo({
        ...base,
        language: undefined,
        screenWidth: Number.NaN,
        screenHeight: 800.4,
        timezoneOffset: Number.NaN,
      }),
    ).toMatchObject({
      language: '',
      screenResolution: '0x800',
      timezoneOffset: 0,
    });
  });
});
