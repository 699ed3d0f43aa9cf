import type { AccountDataSection } from "../accounts/data-rights/account-data";

/** A client's own consultation requests: exported with the account, and kept but unlinked when it is deleted (privacy policy, "Account data"). */
export const leadsAccountData: AccountDataSection = {
  name: "leads",
  collect: (db, account) =>
    db
      .selectFrom("leads")
      .select(["form", "page", "full_name", "email", "phone", "company", "subject", "service", "message", "status", "landing_page", "referrer", "created_at"])
      .where("user_id", "=", account.id)
      .orderBy("created_at")
      .execute(),
  detach: async (trx, account) => {
    await trx.updateTable("leads").set({ user_id: null }).where("user_id", "=", account.id).execute();
  },
};
