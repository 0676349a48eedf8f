import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./views/App";
import { globalStyles } from "./views/theme/global";

const root = document.getElementById("root");
if (root === null) throw new Error("The page has no #root element");
document.documentElement.classList.add(globalStyles);
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
