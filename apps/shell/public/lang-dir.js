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
  var langs = navigator.languages || [navigator.language || 'en'];
  var lang = stored === 'ar' || stored === 'en' ? stored : /^ar/i.test(langs[0] || '') ? 'ar' : 'en';
  document.documentElement.lang = lang;
  document.documentElement.dir = lang === 'ar' ? 'rtl' : 'ltr';
})();
