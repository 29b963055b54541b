// Starts, before the shell's entry has even been parsed, the two requests a signed-in area waits for first
// (issue 25, "Cut the waterfall"): the signed-in user (POST /api/UsernameAuth/user) and the area's remote manifest.
// The shell's entry takes 0.3–0.5 s to compile and run on a throttled phone; these answers arrive meanwhile.
// - The user's answer is left in `window.__sumaaEarlySession` with the token it was asked with; the auth store
//   (libs/api-client/src/earlySession.ts) takes it instead of asking again, and asks itself when it failed (an
//   expired token: its refresh and retry stay in one place, the HTTP client).
// - The area's mf-manifest.json is fetched, and the federation runtime's first read of it takes that answer
//   (apps/shell/src/federation/earlyManifestPlugin.ts).
// Only on a signed-in area's address with a stored token: a visitor or a public page starts nothing here.
// A file rather than an inline script (the CSP forbids those); async, so it runs as soon as it is here rather than
// after the document and in turn with the deferred scripts: a deferred one ran right before the shell's entry, and
// its answers were read only once that entry's long first task had ended.
(function () {
  // The shell's areas (apps/shell/src/app/areas.ts) and the config's remote keys.
  var AREAS = { '/customer': 'business', '/admin': 'admin', '/welcome': 'onboarding' };
  var area = AREAS['/' + (location.pathname.split('/')[1] || '').toLowerCase()];
  // Too late when the shell's entry already runs (it got here first on a fast connection): it asks itself.
  if (!area || !window.fetch || window.__sumaaShellStarted) return;
  // The session's storage keys (libs/api-client/src/storage.ts): this tab's session before the browser's.
  function stored(key) {
    try {
      return sessionStorage.getItem(key) || localStorage.getItem(key);
    } catch {
      return null;
    }
  }
  var token = stored('jwt_token');
  if (!token) return;
  var businessId = null;
  try {
    businessId = JSON.parse(stored('demo_user') || 'null').business_id || null;
  } catch {
    businessId = null;
  }
  // The same request as index.html's preload (same mode and credentials), so it reuses that download; the shell
  // reads the config from here (apps/shell/src/config/runtimeConfig.ts) rather than downloading it again.
  var config = fetch('/config.json', { cache: 'no-store' }).then(function (response) {
    if (!response.ok) throw new Error('config.json answered ' + response.status);
    return response.json();
  });
  window.__sumaaEarlyConfig = config;
  // Async, so this may run before lang-dir.js: the language by the same rule (stored, else the browser's).
  var lang = null;
  try {
    lang = localStorage.getItem('lang');
  } catch {
    lang = null;
  }
  if (lang !== 'ar' && lang !== 'en') {
    var langs = navigator.languages || [navigator.language || 'en'];
    lang = /^ar/i.test(langs[0] || '') ? 'ar' : 'en';
  }
  var headers = {
    Accept: 'application/json',
    'Accept-Language': lang === 'ar' ? 'ar-SA' : 'en-US',
    Authorization: 'Bearer ' + token,
  };
  if (businessId) headers['X-Business-Id'] = businessId;
  window.__sumaaEarlySession = {
    token: token,
    response: config.then(function (value) {
      return fetch(String(value.apiBaseUrl).replace(/\/+$/, '') + '/api/UsernameAuth/user', {
        method: 'POST',
        headers: headers,
      });
    }),
  };
  // The area's manifest, handed to the federation runtime by apps/shell/src/federation/earlyManifestPlugin.ts
  // (not a <link rel=preload>: a failed preload could answer the area's retry after the remote came back).
  window.__sumaaEarlyManifest = config.then(function (value) {
    var manifest = value.remotes && value.remotes[area];
    if (typeof manifest !== 'string') return null;
    return fetch(manifest).then(function (response) {
      return { url: manifest, response: response };
    });
  });
  window.__sumaaEarlyManifest.catch(function () {
    // The shell reads the config and the manifest itself, and shows their failure.
  });
})();
