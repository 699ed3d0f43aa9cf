/**
 * How long until the page is `ms` old, counted from when it began loading: the spec's widget delays (the cookie
 * banner's 1.5 s, the sticky button's 5 s, the promo banner's own) are the visitor's, and the code that sets them may
 * run a second after the first paint (decision 057). Where the page is already older, at once.
 */
export const untilPageAge = (ms: number) => Math.max(0, ms - performance.now());
