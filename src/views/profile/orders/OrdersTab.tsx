import type { ProfileTab } from "@domain/profileTabs";

/** The order tabs (spec §2.3): YOUR_ORDERS and the per-kind ones. */
export const OrdersTab = ({ tab }: { readonly tab: ProfileTab; readonly sitePrefix: string }) => <p>{tab}</p>;
