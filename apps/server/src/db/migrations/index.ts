import type { LootbayMigration } from '../migration';
import { migration as jobs } from './2026_11_22_0001_jobs';
import { migration as site } from './2026_11_22_0002_site';
import { migration as account } from './2026_11_22_0010_account';
import { migration as wallet } from './2026_11_22_0030_wallet';
import { migration as recharge } from './2026_11_22_0031_recharge';
import { migration as catalog } from './2026_11_22_0040_catalog';
import { migration as fairness } from './2026_11_22_0041_fairness';
import { migration as boxes } from './2026_11_22_0042_boxes';
import { migration as backpack } from './2026_11_22_0043_backpack';
import { migration as oddsHash } from './2026_11_23_0001_odds_hash';
import { migration as roundLedger } from './2026_11_23_0002_round_ledger';
import { migration as plays } from './2026_11_23_0003_plays';
import { migration as boxOpens } from './2026_11_23_0004_box_opens';
import { migration as promotionsPerPerson } from './2026_11_24_0031_promotions_per_person';
import { migration as providerEventsOnce } from './2026_11_24_0032_provider_events_once';
import { migration as storeProducts } from './2026_11_24_0033_store_products';
import { migration as percentageAndForge } from './2026_11_25_0001_percentage_and_forge';
import { migration as playResults } from './2026_11_25_0002_play_results';
import { migration as privacy } from './2026_11_26_0017_privacy';
import { migration as arena } from './2026_11_27_0018_arena';
import { migration as rollRooms } from './2026_11_28_0019_roll_rooms';
import { migration as activities } from './2026_11_28_0020_activities';
import { migration as operatorConsole } from './2026_11_29_0021_console';
import { migration as consoleGames } from './2026_11_29_0022_console_games';
import { migration as moneyReports } from './2026_11_29_0024_money_reports';
import { migration as fishing } from './2026_11_30_0025_fishing';
import { migration as exponent } from './2026_11_30_0026_exponent';
import { migration as itemEconomy } from './2026_12_01_0027_item_economy';
import { migration as keyShop } from './2026_12_01_0028_key_shop';
import { migration as itemArt } from './2026_12_02_0029_item_art';
import { migration as messages } from './2026_12_03_0030_messages';
import { migration as supportChat } from './2026_12_03_0034_support_chat';
import { migration as invites } from './2026_12_03_0031_invites';
import { migration as redPacketsAndRewards } from './2026_12_03_0032_red_packets_and_rewards';
import { migration as keyAccountSlots } from './2026_12_04_0035_key_account_slots';
import { migration as paymentProviders } from './2026_12_05_0036_payment_providers';
import { migration as fairnessChain } from './2026_12_06_0037_fairness_chain';
import { migration as retrievalSteamCheck } from './2026_12_07_0038_retrieval_steam_check';
import { migration as responsiblePlay } from './2026_11_25_0003_responsible_play';

/** Every migration, keyed by its file name; they run in name order on both dialects. */
export const MIGRATIONS: Record<string, LootbayMigration> = {
  '2026_11_22_0001_jobs': jobs,
  '2026_11_22_0002_site': site,
  '2026_11_22_0010_account': account,
  '2026_11_22_0030_wallet': wallet,
  '2026_11_22_0031_recharge': recharge,
  '2026_11_22_0040_catalog': catalog,
  '2026_11_22_0041_fairness': fairness,
  '2026_11_22_0042_boxes': boxes,
  '2026_11_22_0043_backpack': backpack,
  '2026_11_23_0001_odds_hash': oddsHash,
  '2026_11_23_0002_round_ledger': roundLedger,
  '2026_11_23_0003_plays': plays,
  '2026_11_23_0004_box_opens': boxOpens,
  '2026_11_24_0031_promotions_per_person': promotionsPerPerson,
  '2026_11_24_0032_provider_events_once': providerEventsOnce,
  '2026_11_24_0033_store_products': storeProducts,
  '2026_11_25_0001_percentage_and_forge': percentageAndForge,
  '2026_11_25_0002_play_results': playResults,
  '2026_11_25_0003_responsible_play': responsiblePlay,
  '2026_11_26_0017_privacy': privacy,
  '2026_11_27_0018_arena': arena,
  '2026_11_28_0019_roll_rooms': rollRooms,
  '2026_11_28_0020_activities': activities,
  '2026_11_29_0021_console': operatorConsole,
  '2026_11_29_0022_console_games': consoleGames,
  '2026_11_29_0024_money_reports': moneyReports,
  '2026_11_30_0025_fishing': fishing,
  '2026_11_30_0026_exponent': exponent,
  '2026_12_01_0027_item_economy': itemEconomy,
  '2026_12_01_0028_key_shop': keyShop,
  '2026_12_02_0029_item_art': itemArt,
  '2026_12_03_0030_messages': messages,
  '2026_12_03_0034_support_chat': supportChat,
  '2026_12_03_0031_invites': invites,
  '2026_12_03_0032_red_packets_and_rewards': redPacketsAndRewards,
  '2026_12_04_0035_key_account_slots': keyAccountSlots,
  '2026_12_05_0036_payment_providers': paymentProviders,
  '2026_12_06_0037_fairness_chain': fairnessChain,
  '2026_12_07_0038_retrieval_steam_check': retrievalSteamCheck,
};
