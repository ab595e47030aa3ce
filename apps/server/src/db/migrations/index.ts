import type { Migration } from 'kysely/migration'
import * as whiteLabel from './2026_11_22_0001_white_label'
import * as accounts from './2026_11_22_0002_accounts'
import * as newIp from './2026_11_22_0003_new_ip_verification'
import * as socialLogins from './2026_11_22_0004_social_logins'
import * as operators from './2026_11_22_0005_operators'
import * as ledger from './2026_11_22_0006_ledger'
import * as trialBalance from './2026_11_22_0007_trial_balance'
import * as deposits from './2026_11_22_0008_deposits'
import * as withdrawals from './2026_11_22_0009_withdrawals'
import * as ledgerFunction from './2026_11_22_0010_ledger_function'
import * as recordsIndex from './2026_11_22_0011_records_index'
import * as vendors from './2026_11_22_0012_vendors'
import * as homeContent from './2026_11_23_0013_home_content'
import * as games from './2026_11_23_0014_games'
import * as inhouse from './2026_11_23_0015_inhouse'
import * as agents from './2026_11_23_0016_agents'
import * as lottery from './2026_11_23_0017_lottery'
import * as merchantLottery from './2026_11_25_0018_merchant_lottery'
import * as agentRollup from './2026_11_25_0019_agent_rollup'
import * as ledgerEffectiveTime from './2026_11_25_0020_ledger_effective_time'
import * as lotteryPlaceBatch from './2026_11_25_0021_lottery_place_batch'
import * as lotterySelectionRate from './2026_11_25_0022_lottery_selection_rate'
import * as memberRoundsDrawTime from './2026_11_25_0023_member_rounds_draw_time'
import * as lotteryPlaceSlips from './2026_11_25_0024_lottery_place_slips'
import * as primaryDomain from './2026_11_27_0025_primary_domain'
import * as lotteryDrawSafety from './2026_11_27_0026_lottery_draw_safety'
import * as vendorLaunchSafety from './2026_11_27_0027_vendor_launch_safety'
import * as secretAttempts from './2026_11_27_0028_secret_attempts'
import * as outboxRedaction from './2026_11_27_0029_outbox_redaction'
import * as moneyRequests from './2026_11_27_0031_money_requests'
import * as sqlDefinitions from './2026_11_27_0032_sql_definitions'
import * as dropLotteryPlaceBatch from './2026_11_27_0033_drop_lottery_place_batch'
import * as operatorRoles from './2026_11_27_0034_operator_roles'
import * as operatorAccounts from './2026_11_27_0035_operator_accounts'
import * as memberBackOffice from './2026_11_27_0036_member_back_office'
import * as cashierClaims from './2026_11_27_0037_cashier_claims'
import * as reportRollups from './2026_11_27_0038_report_rollups'
import * as auditViewer from './2026_11_27_0039_audit_viewer'
import * as lotteryResultEntries from './2026_11_27_0040_lottery_result_entries'
import * as backOfficeAtSize from './2026_11_27_0041_back_office_at_size'
import * as operatorPasswordChange from './2026_11_27_0042_operator_password_change'
import * as brandConsole from './2026_11_28_0043_brand_console'
import * as brandRegisterMessages from './2026_11_28_0044_brand_register_messages'
import * as turnoverRules from './2026_11_28_0045_turnover_rules'
import * as gamesPerBrand from './2026_11_28_0047_games_per_brand'
import * as turnoverWagering from './2026_11_28_0048_turnover_wagering'
import * as promotions from './2026_11_28_0049_promotions'
import * as promotionPeriods from './2026_11_28_0051_promotion_periods'
import * as promotionRaffles from './2026_11_28_0052_promotion_raffles'
import * as promotionBirthdays from './2026_11_28_0053_promotion_birthdays'
import * as reportBonusForfeits from './2026_11_28_0054_report_bonus_forfeits'
import * as loyalty from './2026_11_28_0055_loyalty'
import * as inhouseFreeRounds from './2026_11_28_0056_inhouse_free_rounds'
import * as missionProgressKeys from './2026_11_28_0058_mission_progress_keys'
import * as loyaltyPassKeys from './2026_11_28_0059_loyalty_pass_keys'
import * as playerProtection from './2026_11_29_0060_player_protection'
import * as identityChecks from './2026_11_29_0062_identity_checks'
import * as riskFlags from './2026_11_29_0063_risk_flags'
import * as protectionSessions from './2026_11_29_0064_protection_sessions'
import * as interventionIndexes from './2026_11_29_0065_intervention_indexes'
import * as protectionPlayDays from './2026_11_29_0066_protection_play_days'
import * as instanceSharedState from './2026_11_29_0068_instance_shared_state'

/** Append-only: add new migrations at the end, never edit or reorder released ones. */
export const migrations: Record<string, Migration> = {
  '2026_11_22_0001_white_label': whiteLabel,
  '2026_11_22_0002_accounts': accounts,
  '2026_11_22_0003_new_ip_verification': newIp,
  '2026_11_22_0004_social_logins': socialLogins,
  '2026_11_22_0005_operators': operators,
  '2026_11_22_0006_ledger': ledger,
  '2026_11_22_0007_trial_balance': trialBalance,
  '2026_11_22_0008_deposits': deposits,
  '2026_11_22_0009_withdrawals': withdrawals,
  '2026_11_22_0010_ledger_function': ledgerFunction,
  '2026_11_22_0011_records_index': recordsIndex,
  '2026_11_22_0012_vendors': vendors,
  '2026_11_23_0013_home_content': homeContent,
  '2026_11_23_0014_games': games,
  '2026_11_23_0015_inhouse': inhouse,
  '2026_11_23_0016_agents': agents,
  '2026_11_23_0017_lottery': lottery,
  '2026_11_25_0018_merchant_lottery': merchantLottery,
  '2026_11_25_0019_agent_rollup': agentRollup,
  '2026_11_25_0020_ledger_effective_time': ledgerEffectiveTime,
  '2026_11_25_0021_lottery_place_batch': lotteryPlaceBatch,
  '2026_11_25_0022_lottery_selection_rate': lotterySelectionRate,
  '2026_11_25_0023_member_rounds_draw_time': memberRoundsDrawTime,
  '2026_11_25_0024_lottery_place_slips': lotteryPlaceSlips,
  '2026_11_27_0025_primary_domain': primaryDomain,
  '2026_11_27_0026_lottery_draw_safety': lotteryDrawSafety,
  '2026_11_27_0027_vendor_launch_safety': vendorLaunchSafety,
  '2026_11_27_0028_secret_attempts': secretAttempts,
  '2026_11_27_0029_outbox_redaction': outboxRedaction,
  '2026_11_27_0031_money_requests': moneyRequests,
  '2026_11_27_0032_sql_definitions': sqlDefinitions,
  '2026_11_27_0033_drop_lottery_place_batch': dropLotteryPlaceBatch,
  '2026_11_27_0034_operator_roles': operatorRoles,
  '2026_11_27_0035_operator_accounts': operatorAccounts,
  '2026_11_27_0036_member_back_office': memberBackOffice,
  '2026_11_27_0037_cashier_claims': cashierClaims,
  '2026_11_27_0038_report_rollups': reportRollups,
  '2026_11_27_0039_audit_viewer': auditViewer,
  '2026_11_27_0040_lottery_result_entries': lotteryResultEntries,
  '2026_11_27_0041_back_office_at_size': backOfficeAtSize,
  '2026_11_27_0042_operator_password_change': operatorPasswordChange,
  '2026_11_28_0043_brand_console': brandConsole,
  '2026_11_28_0044_brand_register_messages': brandRegisterMessages,
  '2026_11_28_0045_turnover_rules': turnoverRules,
  '2026_11_28_0047_games_per_brand': gamesPerBrand,
  '2026_11_28_0048_turnover_wagering': turnoverWagering,
  '2026_11_28_0049_promotions': promotions,
  '2026_11_28_0051_promotion_periods': promotionPeriods,
  '2026_11_28_0052_promotion_raffles': promotionRaffles,
  '2026_11_28_0053_promotion_birthdays': promotionBirthdays,
  '2026_11_28_0054_report_bonus_forfeits': reportBonusForfeits,
  '2026_11_28_0055_loyalty': loyalty,
  '2026_11_28_0056_inhouse_free_rounds': inhouseFreeRounds,
  '2026_11_28_0058_mission_progress_keys': missionProgressKeys,
  '2026_11_28_0059_loyalty_pass_keys': loyaltyPassKeys,
  '2026_11_29_0060_player_protection': playerProtection,
  '2026_11_29_0062_identity_checks': identityChecks,
  '2026_11_29_0063_risk_flags': riskFlags,
  '2026_11_29_0064_protection_sessions': protectionSessions,
  '2026_11_29_0065_intervention_indexes': interventionIndexes,
  '2026_11_29_0066_protection_play_days': protectionPlayDays,
  '2026_11_29_0068_instance_shared_state': instanceSharedState,
}
