/**
 * The entry of `watch.html`, offered where the developer drawer is (development and demo builds):
 * the watched page inside a frame (`?surface`, ./watchSurface.tsx), else the watch page around
 * one (./watchPage.tsx). Each loads with its own code; the storefront's landing page loads none
 * of it.
 */
const element = document.getElementById("root");
if (element === null) throw new Error("The watch page has no #root element");
if (new URLSearchParams(window.location.search).has("surface")) {
  import("./watchSurface").then((surface) => surface.startWatchSurface(element));
} else {
  import("./watchPage").then((page) => page.startWatchPage(element));
}
