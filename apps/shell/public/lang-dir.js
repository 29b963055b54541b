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
  // A prerendered page already has the language the server chose (its address, the cookie below, or
  // Accept-Language), and the first render must match it; the stored choice is mirrored for the next request.
  if (document.documentElement.hasAttribute('data-prerendered')) {
    if (stored === 'ar' || stored === 'en')
      document.cookie = 'lang=' + stored + '; path=/; max-age=31536000; SameSite=Lax';
    return;
  }
  var langs = navigator.languages || [navigator.language || 'en'];
  var lang = stored === 'ar' || stored === 'en' ? stored : /^ar/i.test(langs[0] || '') ? 'ar' : 'en';
  document.documentElement.lang = lang;
  document.documentElement.dir = lang === 'ar' ? 'rtl' : 'ltr';
})();
