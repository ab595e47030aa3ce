// Starts the site's settings call while the app's code is still downloading, so that the first
// screen waits for one of them, not for both in turn (the app picks the answer up in site.tsx).
window.__statusRequest = fetch('/wps/system/status?url=' + encodeURIComponent(location.host), {
  headers: { accept: 'application/json' },
}).catch(function (error) {
  window.__statusRequest = undefined
  throw error
})
