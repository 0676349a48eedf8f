/**
 * The storefront's view primitives, built on the theme's tokens only (`src/views/theme/global.ts`)
 * so a client's branding reaches every page. A family's `styles.ts` keeps only its own layout.
 */
export { Actions } from "./Actions";
export { Alert, type AlertVariant, Note, type NoteTone } from "./Alert";
export { Button, ButtonLook, type ButtonProps, type ButtonSize, type ButtonVariant } from "./Button";
export { Card } from "./Card";
export { type DataColumn, DataTable, type DataTableProps } from "./DataTable";
export { Dialog, type DialogProps } from "./Dialog";
export { Field, type FieldControlProps, type FieldProps } from "./Field";
export { Form } from "./Form";
export { Page, Section } from "./Page";
export { Pager, type PagerProps } from "./Pager";
export { QuantityStepper, type QuantityStepperProps } from "./QuantityStepper";
export { Skeleton } from "./Skeleton";
export { Spinner, type SpinnerSize } from "./Spinner";
export { type TabItem, Tabs, type TabsProps } from "./Tabs";
export { Toolbar } from "./Toolbar";
