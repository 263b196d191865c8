import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { fuzzRuns } from '../../../contract/testing/fuzz-runs';
import { clickFromUrl, decideAdClick, normalizeStoredClick } from './ad-clicks';
import { campaignAttribution, decideAdTracking, fbclidFromFbc, parseCookies } from './ad-tracking';
import { DAY, NOW } from '../testing/startup-fixtures';

const q = (s: string) => new URLSearchParams(s);
const ago = (ms: number) => new Date(NOW.getTime() - ms).toISOString();
const decide = (search: string, stored: unknown = null) =>
  decideAdClick({ now: NOW, query: q(search), stored, expiryDays: 90 });

describe('clickFromUrl', () => {
  it('takes gclid, wbraid or gbraid when gclsrc is absent or contains "aw"', () => {
    expect(clickFromUrl(q('gclid=G'))).toEqual({ gclid: 'G' });
    expect(clickFromUrl(q('wbraid=W'))).toEqual({ wbraid: 'W' });
    expect(clickFromUrl(q('gbraid=B&gclsrc=aw.ds'))).toEqual({ gbraid: 'B', gclsrc: 'aw.ds' });
  });
  it('ignores them when gclsrc does not contain "aw", or when no id is present', () => {
    expect(clickFromUrl(q('gclid=G&gclsrc=ds'))).toBeNull();
    expect(clickFromUrl(q('gclsrc=aw'))).toBeNull();
    expect(clickFromUrl(q('gclid='))).toBeNull();
  });
});

describe('decideAdClick (behaviour §4 Ad-click identifiers)', () => {
  it('stores the URL ids with a timestamp and passes them on as googleClick', () => {
    expect(decide('?gclid=G&gbraid=B&wbraid=W')).toEqual({
      record: { gclid: 'G', gbraid: 'B', wbraid: 'W', setAt: NOW.toISOString() },
      remove: false,
      googleClick: { gclid: 'G', gclidAt: NOW.toISOString(), gbraid: 'B', wbraid: 'W' },
    });
  });

  it('a new URL click replaces a stored one', () => {
    expect(decide('?gclid=NEW', { gclid: 'OLD', setAt: ago(DAY) }).record).toEqual({
      gclid: 'NEW',
      setAt: NOW.toISOString(),
    });
  });

  it('the same click seen again keeps its first timestamp', () => {
    expect(decide('?gclid=G', { gclid: 'G', setAt: ago(DAY) }).record).toEqual({
      gclid: 'G',
      setAt: ago(DAY),
    });
  });

  it('reuses a stored click that has not expired', () => {
    expect(decide('', { gclid: 'G', setAt: ago(89 * DAY) })).toMatchObject({
      record: { gclid: 'G' },
      remove: false,
      googleClick: { gclid: 'G', gclidAt: ago(89 * DAY) },
    });
    expect(decide('?gclid=X&gclsrc=ds', { gclid: 'G', setAt: ago(DAY) }).record?.gclid).toBe('G');
  });

  it('removes an expired stored click', () => {
    expect(decide('', { gclid: 'G', setAt: ago(90 * DAY + 1) })).toEqual({
      record: null,
      remove: true,
      googleClick: null,
    });
    expect(decide('', { gclid: 'G', setAt: ago(90 * DAY) }).record).not.toBeNull();
  });

  it('copies a legacy "value" to gclid', () => {
    expect(decide('', { value: 'LEGACY', setAt: ago(DAY) }).record).toEqual({
      gclid: 'LEGACY',
      setAt: ago(DAY),
    });
    expect(normalizeStoredClick({ value: 'L', gclid: 'G', setAt: NOW.getTime() }, 90)).toEqual({
      gclid: 'G',
      setAt: NOW.toISOString(),
    });
  });

  it('dates a legacy record that has only an expiryDate from it', () => {
    const expiryDate = NOW.getTime() + 10 * DAY;
    expect(normalizeStoredClick({ value: 'L', expiryDate }, 90)).toEqual({
      gclid: 'L',
      setAt: ago(80 * DAY),
    });
  });

  it('removes a stored value that is unusable (no id, no date, wrong type)', () => {
    expect(decide('', { setAt: ago(1) })).toEqual({ record: null, remove: true, googleClick: null });
    expect(decide('', { gclid: 'G' }).remove).toBe(true);
    expect(decide('', 'G').remove).toBe(true);
    expect(decide('', null)).toEqual({ record: null, remove: false, googleClick: null });
  });
});

describe('cookies, Meta and TikTok', () => {
  it('parseCookies: first occurrence wins, bad encoding kept raw, no throw', () => {
    const jar = parseCookies('_fbp=fb.1.1.2; _fbp=other; _ttp=t%20p; bad=%E0%A4%A; novalue; =x');
    expect(jar.get('_fbp')).toBe('fb.1.1.2');
    expect(jar.get('_ttp')).toBe('t p');
    expect(jar.get('bad')).toBe('%E0%A4%A');
    expect(parseCookies(undefined).size).toBe(0);
  });

  it('fbc comes from the _fbc cookie when present', () => {
    const cookies = parseCookies('_fbc=fb.1.100.ABC; _fbp=fb.1.100.999; _ttp=TTP');
    expect(decideAdTracking({ now: NOW, query: q('fbclid=XYZ&ttclid=TT'), cookies })).toEqual({
      fbp: 'fb.1.100.999',
      fbc: 'fb.1.100.ABC',
      ttp: 'TTP',
      ttclid: 'TT',
    });
  });

  it('fbc is built as fb.1.<now ms>.<fbclid> when no cookie exists, and kept stable for the same fbclid', () => {
    expect(decideAdTracking({ now: NOW, query: q('fbclid=XYZ'), cookies: new Map() })).toEqual({
      fbc: `fb.1.${NOW.getTime()}.XYZ`,
    });
    const later = new Date(NOW.getTime() + 1000);
    expect(
      decideAdTracking({
        now: later,
        query: q('fbclid=XYZ'),
        cookies: new Map(),
        existing: { fbc: 'fb.1.5.XYZ' },
      }).fbc,
    ).toBe('fb.1.5.XYZ');
    expect(
      decideAdTracking({
        now: later,
        query: q('fbclid=NEW'),
        cookies: new Map(),
        existing: { fbc: 'fb.1.5.XYZ' },
      }).fbc,
    ).toBe(`fb.1.${later.getTime()}.NEW`);
    expect(decideAdTracking({ now: NOW, query: q(''), cookies: new Map() })).toEqual({});
  });

  it('fbclidFromFbc', () => {
    expect(fbclidFromFbc('fb.1.1700000000000.AbC.d')).toBe('AbC.d');
    expect(fbclidFromFbc('nope')).toBeUndefined();
  });
});

describe('campaignAttribution', () => {
  it('reads utm_* and ttclid from the URL, Google ids from the found click, fbclid from the URL or the _fbc cookie', () => {
    const attribution = campaignAttribution({
      query: q(
        'utm_medium=cpc&utm_source=google&utm_campaign=c&utm_content=x&utm_term=loan&ttclid=TT&gclid=IGNORED',
      ),
      googleClick: { gclid: 'G', gbraid: 'B', wbraid: 'W', gclidAt: NOW.toISOString() },
      cookies: parseCookies('_fbc=fb.1.100.FBC'),
    });
    expect(attribution).toEqual({
      utm_medium: 'cpc',
      utm_source: 'google',
      utm_campaign: 'c',
      utm_content: 'x',
      utm_term: 'loan',
      gclid: 'G',
      gbraid: 'B',
      wbraid: 'W',
      ttclid: 'TT',
      fbclid: 'FBC',
    });
    expect(
      campaignAttribution({
        query: q('fbclid=URL'),
        googleClick: null,
        cookies: parseCookies('_fbc=fb.1.1.C'),
      }).fbclid,
    ).toBe('URL');
    expect(campaignAttribution({ query: q(''), googleClick: null, cookies: new Map() })).toEqual({});
  });
});

describe('properties', () => {
  it('never throws on arbitrary stored values and URLs; a kept record is never expired', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.string(), fc.date({ noInvalidDate: true }), (stored, search, now) => {
        const d = decideAdClick({ now, query: q(search), stored, expiryDays: 90 });
        if (d.record)
          expect(now.getTime() - new Date(d.record.setAt).getTime()).toBeLessThanOrEqual(90 * DAY);
        expect(d.record !== null && d.remove).toBe(false);
      }),
      { numRuns: fuzzRuns(100) },
    );
  });
});
