-- What a member's play used from p_since (decision 056, docs/player-protection.md "Loss and wager
-- limits"), read from the ledger entries of the member's main wallet p_wallet: the ledger is the
-- one record every product's stakes and returns pass through, so no product can be left out.
--   wagered: stakes (bet) less stakes given back (bet_refund), plus money sent to a transfer-wallet
--            vendor (vendor_transfer_in) less what failed to reach it (vendor_transfer_refund);
--   lost:    everything those kinds took from the wallet less everything they brought back,
--            winnings (bet_payout) and money back from a vendor (vendor_transfer_out) included;
--            negative when the member is ahead.
-- Uses ledger_entries (account_id, created_at).
CREATE OR REPLACE FUNCTION protection_play_used(p_wallet bigint, p_since timestamptz)
RETURNS TABLE (wagered bigint, lost bigint) LANGUAGE sql STABLE AS $$
  SELECT
    coalesce(-sum(e.amount) FILTER (WHERE t.kind IN ('bet', 'bet_refund', 'vendor_transfer_in', 'vendor_transfer_refund')), 0)::bigint,
    coalesce(-sum(e.amount), 0)::bigint
  FROM ledger_entries e
  JOIN ledger_transactions t ON t.id = e.transaction_id
  WHERE e.account_id = p_wallet AND e.created_at >= p_since
    AND t.kind IN ('bet', 'bet_payout', 'bet_refund', 'vendor_transfer_in', 'vendor_transfer_out', 'vendor_transfer_refund')
$$;
