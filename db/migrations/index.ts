import type { Migration } from "kysely";
import * as foundation from "./20261121T000000_foundation";
import * as trinityChat from "./20261122T000000_trinity_chat";
import * as engagement from "./20261122T100000_engagement";
import * as meshScreens from "./20261122T110000_mesh_screens";
import * as recallIndexes from "./20261122T120000_recall_indexes";
import * as valLedger from "./20261122T130000_val_ledger";
import * as merchantMarket from "./20261122T140000_merchant_market";
import * as economyPromotions from "./20261122T141000_economy_promotions";
import * as evolutionAutonomous from "./20261122T142000_evolution_autonomous";
import * as continuityVelocity from "./20261122T143000_continuity_velocity";
import * as manifests from "./20261122T144000_manifests";
import * as deploys from "./20261122T150000_deploys";
import * as conversationThreads from "./20261123T000000_conversation_threads";
import * as demoNodes from "./20261125T100000_demo_nodes";
import * as nodeSecrets from "./20261125T130000_node_secrets";
import * as livingEconomy from "./20261125T140000_living_economy";
import * as operatorAudit from "./20261125T110000_operator_audit";
import * as recallPendingList from "./20261128T000000_recall_pending_list";
import * as recallRecentIndex from "./20261128T120000_recall_recent_index";
import * as hotUpdates from "./20261128T130000_hot_updates";
import * as rowTallies from "./20261128T140000_row_tallies";
import * as archiveTallies from "./20261128T150000_archive_tallies";
import * as meshEventsNodeIndex from "./20261128T160000_mesh_events_node_index";
import * as operatorHandles from "./20261130T050000_operator_handles";
import * as reflectionAnswers from "./20261130T060000_reflection_answers";
import * as meshEventDaily from "./20261201T000000_mesh_event_daily";
import * as messageAskIds from "./20261202T000000_message_ask_ids";
import * as opsHistory from "./20261203T020000_ops_history";
import * as historyRecords from "./20261203T030000_history_records";

/**
 * Static index of migrations (names sort in time order). A static provider works the same
 * under tsx, the Remix bundle and Vitest, which cannot import .ts files through FileMigrationProvider.
 */
export const migrations: Record<string, Migration> = {
  "20261121T000000_foundation": foundation,
  "20261122T000000_trinity_chat": trinityChat,
  "20261122T100000_engagement": engagement,
  "20261122T110000_mesh_screens": meshScreens,
  "20261122T120000_recall_indexes": recallIndexes,
  "20261122T130000_val_ledger": valLedger,
  "20261122T140000_merchant_market": merchantMarket,
  "20261122T141000_economy_promotions": economyPromotions,
  "20261122T142000_evolution_autonomous": evolutionAutonomous,
  "20261122T143000_continuity_velocity": continuityVelocity,
  "20261122T144000_manifests": manifests,
  "20261122T150000_deploys": deploys,
  "20261123T000000_conversation_threads": conversationThreads,
  "20261125T100000_demo_nodes": demoNodes,
  "20261125T130000_node_secrets": nodeSecrets,
  "20261125T140000_living_economy": livingEconomy,
  "20261125T110000_operator_audit": operatorAudit,
  "20261128T000000_recall_pending_list": recallPendingList,
  "20261128T120000_recall_recent_index": recallRecentIndex,
  "20261128T130000_hot_updates": hotUpdates,
  "20261128T140000_row_tallies": rowTallies,
  "20261128T150000_archive_tallies": archiveTallies,
  "20261128T160000_mesh_events_node_index": meshEventsNodeIndex,
  "20261130T050000_operator_handles": operatorHandles,
  "20261130T060000_reflection_answers": reflectionAnswers,
  "20261201T000000_mesh_event_daily": meshEventDaily,
  "20261202T000000_message_ask_ids": messageAskIds,
  "20261203T020000_ops_history": opsHistory,
  "20261203T030000_history_records": historyRecords,
};
