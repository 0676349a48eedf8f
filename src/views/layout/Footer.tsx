export type { FooterProps } from "../site/Footer";
export { Footer } from "../site/Footer";
