/**
 * What the page and the server agree on by name (server/core/pages.ts repeats them; a test checks
 * they are equal): apart from ./resume.ts, so the landing page's code names them without carrying
 * the resume's code.
 */

/** The id of the element that carries the server's start of the page (JSON, never run). */
export const PAGE_START_ID = "storefront-start";

/** The attribute `<html>` gets once the page is on the screen and answers the shopper. */
export const READY_ATTRIBUTE = "data-storefront-ready";
