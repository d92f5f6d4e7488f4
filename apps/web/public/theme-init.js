// Runs before first paint so a dark-theme user never sees a white flash. Kept external for the CSP.
(function () {
  var stored = null;
  try {
    stored = localStorage.getItem('innkeep-theme');
  } catch (_blocked) {
    // Storage blocked: follow the system preference.
  }
  var dark = stored === 'dark' || (stored !== 'light' && window.matchMedia('(prefers-color-scheme: dark)').matches);
  var root = document.documentElement;
  root.setAttribute('data-mantine-color-scheme', dark ? 'dark' : 'light');
  if (dark) root.classList.add('dark');
  var meta = document.querySelector('meta[name="theme-color"]');
  if (meta) meta.setAttribute('content', dark ? '#1a1b1e' : '#ffffff');
})();
