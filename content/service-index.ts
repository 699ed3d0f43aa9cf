import type { Service } from "../contract/content";
import type { IconName } from "../contract/icons";
import { serviceList } from "../contract/service-list";

/** The nine services' names and addresses: small enough for every page's header, footer and menus. */
export const serviceIndex = serviceList satisfies ReadonlyArray<Pick<Service, "id" | "slug" | "formValue" | "title" | "tier"> & { icon: IconName }>;

export type ServiceSlug = (typeof serviceIndex)[number]["slug"];
