// Applies the stored theme and language before the app paints (no flash of the wrong theme).
(function () {
  try {
    var theme = localStorage.getItem('theme') || 'dark';
    var dark = theme === 'dark' || (theme === 'system' && window.matchMedia('(prefers-color-scheme: dark)').matches);
    document.documentElement.classList.toggle('dark', dark);
    var lang = localStorage.getItem('language');
    document.documentElement.lang = lang === 'es' ? 'es' : 'en';
  } catch {
    // storage unavailable: keep the dark default
  }
})();
