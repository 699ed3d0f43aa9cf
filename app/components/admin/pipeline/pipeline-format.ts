import { adminEndpoints } from "../../../../contract/endpoints/admin";
import { pipelineEndpoints } from "../../../../contract/endpoints/pipeline";
import { queryKeyOf } from "../../../lib/api";

const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });
const usdShort = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", notation: "compact", maximumFractionDigits: 1 });

/** "$48,000"; a missing value is a dash. */
export const formatUsd = (value: number | null | undefined) => (value === null || value === undefined ? "—" : usd.format(value));
/** "$1.2M" for column totals. */
export const formatUsdShort = (value: number) => usdShort.format(value);

/** Today as the browser's calendar day, YYYY-MM-DD: next actions are the owner's days. */
export const todayIso = () => {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
};

/** How long a first reply took, in words: "3 h 20 min", "2 d 4 h". */
export function durationShort(seconds: number): string {
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h${minutes % 60 ? ` ${minutes % 60} min` : ""}`;
  return `${Math.floor(hours / 24)} d ${hours % 24} h`;
}

/** Every cached read a change to a lead can alter. */
export const leadReads = [
  queryKeyOf(adminEndpoints.leads),
  queryKeyOf(adminEndpoints.lead),
  queryKeyOf(adminEndpoints.dashboard),
  queryKeyOf(pipelineEndpoints.timeline),
  queryKeyOf(pipelineEndpoints.board),
  queryKeyOf(pipelineEndpoints.funnel),
  queryKeyOf(pipelineEndpoints.leadReport),
] as const;
