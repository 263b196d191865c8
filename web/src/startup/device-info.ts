/** What the browser tells about the device, gathered by the caller (pure: this module reads no globals). */
export interface DeviceInput {
  /** Date#getTimezoneOffset(): minutes, UTC minus local. */
  timezoneOffset: number;
  /** navigator.deviceMemory (GiB; Chromium only), undefined elsewhere. */
  deviceMemory?: number | undefined;
  language?: string | undefined;
  screenWidth: number;
  screenHeight: number;
  /** The page's init time (ms since epoch, the initAt storage key), or null when unknown. */
  initAt: number | null;
  now: number;
}

/** Behaviour §3 "Device info"; the field names of the lead's deviceData. */
export interface DeviceData {
  timezoneOffset: number;
  deviceMemory: number;
  language: string;
  /** 'widthxheight' */
  screenResolution: string;
  /** Milliseconds since initAt; 0 when initAt is unknown or in the future. */
  pageLoadingTime: number;
}

function finiteOr(value: number | undefined, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}

export function deviceInfo(input: DeviceInput): DeviceData {
  const memory = input.deviceMemory;
  const initAt = input.initAt;
  return {
    timezoneOffset: finiteOr(input.timezoneOffset, 0),
    // Behaviour §3: device memory rounded, default 1.
    deviceMemory:
      typeof memory === 'number' && Number.isFinite(memory) && memory > 0 ? Math.round(memory) : 1,
    language: typeof input.language === 'string' ? input.language.slice(0, 35) : '',
    screenResolution: `${Math.max(0, Math.round(finiteOr(input.screenWidth, 0)))}x${Math.max(0, Math.round(finiteOr(input.screenHeight, 0)))}`,
    pageLoadingTime:
      initAt !== null && Number.isFinite(initAt) && Number.isFinite(input.now)
        ? Math.max(0, Math.round(input.now - initAt))
        : 0,
  };
}
