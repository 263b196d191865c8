/**
 * The vendors' scripts as the tests play them (docs/decisions/0036-consent-and-tags.md). The real scripts cannot be
 * reached here; each stand-in takes the page's calls through the vendor's own page API (dataLayer/gtag, fbq, ttq)
 * and sends what the vendor sends, to the vendor's collection address, where the tests intercept and read it.
 */

/** Google Tag Manager: the container reads the dataLayer; this one only says it loaded (gtm.js is requested with the id). */
const GTM = `(function(){window.dataLayer=window.dataLayer||[];window.dataLayer.push({event:'gtm.load.standin'});})();`;

/** gtag.js: runs the queued and later gtag() calls; a conversion goes to googleadservices.com, then its callback. */
const GTAG = `(function(){
  var layer = window.dataLayer = window.dataLayer || [];
  function run(args){
    if (!args || args[0] !== 'event' || args[1] !== 'conversion') return;
    var p = args[2] || {};
    var parts = String(p.send_to || '').split('/');
    var account = (parts[0] || '').replace('AW-', '');
    var url = 'https://www.googleadservices.com/pagead/conversion/' + account + '/?label=' + encodeURIComponent(parts[1] || '') +
      '&transaction_id=' + encodeURIComponent(p.transaction_id || '');
    fetch(url, { mode: 'no-cors', keepalive: true }).then(function(){ if (typeof p.event_callback === 'function') p.event_callback(); });
  }
  for (var i = 0; i < layer.length; i++) run(layer[i]);
  var push = layer.push.bind(layer);
  layer.push = function(){ for (var j = 0; j < arguments.length; j++) run(arguments[j]); return push.apply(null, arguments); };
})();`;

/** fbevents.js: sets _fbp when missing, as Meta's does, and sends each track to facebook.com/tr with fbp and fbc. */
const META = `(function(){
  var fbq = window.fbq; if (!fbq) return;
  var pixel = '';
  function cookie(name){ var m = document.cookie.match(new RegExp('(?:^|; )' + name + '=([^;]*)')); return m ? decodeURIComponent(m[1]) : ''; }
  if (!cookie('_fbp')) document.cookie = '_fbp=fb.1.' + Date.now() + '.' + Math.floor(Math.random() * 1e10) + '; path=/; max-age=7776000';
  function call(method, a, b, c){
    if (method === 'init') { pixel = a; return; }
    if (method !== 'track') return;
    var q = new URLSearchParams({ id: pixel, ev: a, fbp: cookie('_fbp') });
    if (cookie('_fbc')) q.set('fbc', cookie('_fbc'));
    if (c && c.eventID) q.set('eid', c.eventID);
    fetch('https://www.facebook.com/tr/?' + q.toString(), { mode: 'no-cors', keepalive: true });
  }
  fbq.callMethod = function(){ call.apply(null, arguments); };
  var queued = fbq.queue.splice(0); for (var i = 0; i < queued.length; i++) call.apply(null, queued[i]);
})();`;

/** TikTok's events.js: identify keeps the hashed user; track posts the event to the pixel API with it. */
const TIKTOK = `(function(){
  var ttq = window.ttq; if (!ttq) return;
  var sdk = new URL(document.currentScript.src).searchParams.get('sdkid');
  var user = {};
  var api = {
    page: function(){},
    identify: function(u){ user = u || {}; },
    track: function(event, props, options){
      fetch('https://analytics.tiktok.com/api/v2/pixel', { method: 'POST', mode: 'no-cors', keepalive: true,
        headers: { 'content-type': 'text/plain' },
        body: JSON.stringify({ pixel_code: sdk, event: event, event_id: (options || {}).event_id, context: { user: user } }) });
    }
  };
  var queued = ttq.splice(0);
  Object.keys(api).forEach(function(m){ ttq[m] = api[m]; });
  for (var i = 0; i < queued.length; i++) { var c = queued[i]; api[c[0]].apply(null, c.slice(1)); }
})();`;

/** The stand-in for a script address, by its path. */
export function standInScript(url: URL): string | undefined {
  if (url.hostname === 'www.googletagmanager.com' && url.pathname === '/gtm.js') return GTM;
  if (url.hostname === 'www.googletagmanager.com' && url.pathname === '/gtag/js') return GTAG;
  if (url.hostname === 'connect.facebook.net' && url.pathname.endsWith('/fbevents.js')) return META;
  if (url.hostname === 'analytics.tiktok.com' && url.pathname === '/i18n/pixel/events.js') return TIKTOK;
  return undefined;
}
