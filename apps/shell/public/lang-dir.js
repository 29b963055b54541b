// Sets language and direction before the shell renders anything, so an English visitor never sees a
// right-to-left flash. Deferred, not render-blocking: the page is empty until the shell's entry runs, and deferred
// scripts run in order, this one first. A file rather than an inline script, so the Content-Security-Policy can
// forbid inline scripts.
(function () {
  var stored = null;
  try {
    stored = localStorage.getItem('lang');
  } catch {
    stored = null;
  }
  var html = document.documentElement;
  // A prerendered page (docs/adr/0012-prerendered-public-pages.md) already has the language the server chose (its
  // address, the cookie below, or Accept-Language); the stored choice is mirrored for the next request.
  if (html.hasAttribute('data-prerendered')) {
    if (stored === 'ar' || stored === 'en')
      document.cookie = 'lang=' + stored + '; path=/; max-age=31536000; SameSite=Lax';
    var addressed = /[?&]lang=(ar|en)(&|$)/.test(location.search);
    if (!(stored === 'ar' || stored === 'en') || stored === html.lang || addressed) {
      // Scripts run: the shield over the page takes clicks until the page has hydrated (markPageInteractive).
      html.classList.add('hydrating');
      return;
    }
    // Stored in another language than served (chosen before the cookie mirror existed, or storage set by hand):
    // the page is rendered in the browser in the stored language, hidden until then rather than shown in the other.
    html.removeAttribute('data-prerendered');
    html.setAttribute('data-stale-prerender', '');
  }
  var langs = navigator.languages || [navigator.language || 'en'];
  var lang = stored === 'ar' || stored === 'en' ? stored : /^ar/i.test(langs[0] || '') ? 'ar' : 'en';
  html.lang = lang;
  html.dir = lang === 'ar' ? 'rtl' : 'ltr';
})();

// The web app manifest in the page's language (manifest.webmanifest is Arabic, manifest.en.webmanifest English: two
// files, as browsers do not yet apply a manifest's `translations`), now and whenever the shell switches language.
(function () {
  var html = document.documentElement;
  var link = document.querySelector('link[rel="manifest"]');
  if (!link) return;
  function follow() {
    var href = html.lang === 'en' ? '/manifest.en.webmanifest' : '/manifest.webmanifest';
    if (link.getAttribute('href') !== href) link.setAttribute('href', href);
  }
  follow();
  if (window.MutationObserver) new MutationObserver(follow).observe(html, { attributeFilter: ['lang'] });
})();

// A prerendered page (tools/prerender/page-html.mjs) names the shell's entry here instead of loading it itself: it
// starts after the first paint, so on a slow connection the text and its font come first. A timer too, as a
// background tab paints no frames.
(function (entry) {
  if (!entry) return;
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var script = document.createElement('script');
    script.src = entry;
    document.head.appendChild(script);
  }
  requestAnimationFrame(function () {
    setTimeout(start, 0);
  });
  setTimeout(start, 250);
})(document.currentScript && document.currentScript.getAttribute('data-entry'));
