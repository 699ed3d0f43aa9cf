/** Fixed-window counters: key names the rule and the subject (IP, account). */
interface RateLimitsTable {
  key: string;
  window_start: string;
  count: number;
}

export interface RateLimitTables {
  rate_limits: RateLimitsTable;
}
