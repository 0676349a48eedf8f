/**
 * The storefront's view primitives, built on the theme's tokens only (`src/views/theme/global.ts`)
 * so a client's branding reaches every page. A family's `styles.ts` keeps only its own layout.
 * A view may import them from here; `styled(X)` must import X from its own file (`../ui/Card`):
 * the style transform reads a file it follows through this index without its types and fails on
 * them.
 */
export { Actions } from "./Actions";
export { Alert, Note } from "./Alert";
export { ARTWORK_BOXES, Artwork } from "./Artwork";
export { Button, ButtonLook } from "./Button";
export { Card } from "./Card";
export { Chip } from "./Chip";
export { ChoiceGroup } from "./ChoiceGroup";
export { DataTable } from "./DataTable";
export { Dialog } from "./Dialog";
export { ErrorToast } from "./ErrorToast";
export { FactList } from "./FactList";
export { Field } from "./Field";
export { Form } from "./Form";
export { LinkButton } from "./LinkButton";
export { Page, Section } from "./Page";
export { Pager } from "./Pager";
export { QuantityStepper } from "./QuantityStepper";
export { RemoveButton } from "./RemoveButton";
export { SelectOptions } from "./SelectOptions";
export { SideColumnLayout } from "./SideColumnLayout";
export { Skeleton } from "./Skeleton";
export { Spinner } from "./Spinner";
export { StatePanel } from "./StatePanel";
export { StickyAside } from "./StickyAside";
export { Tabs } from "./Tabs";
export { ToggleChip } from "./ToggleChip";
export { Toolbar } from "./Toolbar";
export { ValueSelect } from "./ValueSelect";
