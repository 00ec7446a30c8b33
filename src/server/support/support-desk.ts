import type { SupportDesk } from "../../contracts/support/support";
import { cannedRepliesOf } from "../../domain/support/support";
import type { Db } from "../db/client";
import { loadSettings } from "../settings";
import { admins } from "./support-agents";

/** What the staff reply box needs: admins to assign to and the canned replies (decision 0084). */
export async function supportDesk(db: Db): Promise<SupportDesk> {
  // The settings document holds the store's canned replies.
  const { cannedReplies } = await loadSettings(db);
  return {
    agents: await admins(db),
    cannedReplies: [...cannedRepliesOf(cannedReplies)],
  };
}
