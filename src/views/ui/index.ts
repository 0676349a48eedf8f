/**
 * The storefront's view primitives, built on the theme's tokens only (`src/views/theme/global.ts`)
 * so a client's branding reaches every page. A family's `styles.ts` keeps only its own layout.
 * The views import each primitive from its own file (`../ui/Button`): the style transform reads a
 * file it follows through this index without its types and fails on them.
 */
export { Actions } from "./Actions";
export { Alert, Note } from "./Alert";
export { Button, ButtonLook } from "./Button";
export { Card } from "./Card";
export { DataTable } from "./DataTable";
export { Dialog } from "./Dialog";
export { Field } from "./Field";
export { Form } from "./Form";
export { LinkButton } from "./LinkButton";
export { Page, Section } from "./Page";
export { Pager } from "./Pager";
export { QuantityStepper } from "./QuantityStepper";
export { Skeleton } from "./Skeleton";
export { Spinner } from "./Spinner";
export { Tabs } from "./Tabs";
export { Toolbar } from "./Toolbar";
