/** Build-time variables the page reads as literals; the others go through `makeConfig` (src/config.ts). */
interface ImportMetaEnv {
  /** `1`: the developer drawer is offered in this production build. */
  readonly VITE_DEVTOOLS?: string;
}
