/**
 * Other features may require two-step sign-in of some accounts (the portal: a client company that asks it of its
 * people). Each registers a rule at start-up; accounts asks them before letting anyone turn two-step sign-in off.
 */
export type TwoFactorRule = (userId: string) => Promise<string | null>;

export function twoFactorRequirements() {
  const rules: TwoFactorRule[] = [];
  return {
    add(rule: TwoFactorRule) {
      rules.push(rule);
    },
    /** Why this account must keep two-step sign-in, or null when nothing requires it. */
    async reasonFor(userId: string): Promise<string | null> {
      for (const rule of rules) {
        const reason = await rule(userId);
        if (reason) return reason;
      }
      return null;
    },
  };
}

declare module "fastify" {
  interface FastifyInstance {
    twoFactorRequirements: ReturnType<typeof twoFactorRequirements>;
  }
}
