// The offline page's texts, in the visitor's language (as the app keeps it: session first, then
// local). The build (vite-service-worker.ts) fills them from the app's locales (`offline.*`).
(() => {
  const texts = /* __OFFLINE_TEXTS__ */ {};
  let code = "en";
  try {
    code = sessionStorage.getItem("language") || localStorage.getItem("language") || "en";
  } catch {
    // Storage blocked: English.
  }
  const t = texts[code] || texts.en;
  if (!t) return;
  document.documentElement.lang = t.lang;
  document.documentElement.dir = t.dir;
  document.title = t.title;
  document.getElementById("offline-title").textContent = t.title;
  document.getElementById("offline-body").textContent = t.body;
  const retry = document.getElementById("offline-retry");
  retry.textContent = t.retry;
  retry.addEventListener("click", () => location.reload());
})();
