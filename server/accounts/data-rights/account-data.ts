import type { Db } from "../../platform/database";

/**
 * What another feature keeps about an account (leads, projects, ...), so 'Download my data' includes it and
 * 'Delete my account' detaches or deletes it as the privacy policy states. A feature registers one with
 * `app.accountData.add(...)` when it starts; accounts never imports the feature.
 */
export type AccountDataSection = {
  /** The key in the export's `other` object, e.g. "leads". */
  name: string;
  collect(db: Db, account: { id: string; email: string }): Promise<unknown>;
  /** Runs inside the deletion's transaction, before the account row goes. */
  detach(trx: Db, account: { id: string; email: string }): Promise<void>;
};

export function accountDataRegistry() {
  const sections: AccountDataSection[] = [];
  return {
    add(section: AccountDataSection) {
      if (sections.some((s) => s.name === section.name)) throw new Error(`account data section "${section.name}" registered twice`);
      sections.push(section);
    },
    sections: () => [...sections],
  };
}

type AccountDataRegistry = ReturnType<typeof accountDataRegistry>;

declare module "fastify" {
  interface FastifyInstance {
    accountData: AccountDataRegistry;
  }
}
