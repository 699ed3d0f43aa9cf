import * as z from "zod";
import { iconName } from "./icons";
import { serviceSlugs } from "./service-list";

// The fields a service card shows, apart from the rest of the service schema so the browser's contract stays light.
export const serviceCardFields = {
  id: z.number().int().min(1).max(9),
  slug: z.enum(serviceSlugs),
  tier: z.enum(["main", "additional"]),
  title: z.string().min(3),
  icon: iconName,
  shortDescription: z.string().min(40).max(160),
  description: z.string().min(80).max(320),
  usp: z.string().min(20).max(160),
  pricing: z.object({ model: z.string(), startingAt: z.string().optional(), description: z.string() }),
};

/** One service as GET /api/services lists it. */
const serviceSummarySchema = z.object(serviceCardFields).extend({ name: z.string(), featured: z.boolean(), url: z.string() });
export type ServiceSummary = z.infer<typeof serviceSummarySchema>;
export const serviceListResponse = z.object({ success: z.literal(true), data: z.array(serviceSummarySchema) });
