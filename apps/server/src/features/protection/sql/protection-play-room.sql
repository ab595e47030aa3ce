-- How much more the member may stake now (decision 056): the least room any of their loss or wager
-- limits leaves in its current period (the brand's day, its week from Monday, its calendar month,
-- in the brand's time zone), counting a stake as if it were lost, and the period's winnings as room
-- won back (a net loss limit). NULL: no such limit. A caller holds the member's member_protection
-- row FOR UPDATE, so that two stakes are judged one after the other.
-- What the period used comes from the member's day totals (protection_play_days, migration 0066):
-- at most a month of rows by primary key, whatever the member's history. A wallet not watched, or
-- watched in another time zone than the brand's now, is counted from its ledger entries instead,
-- so the answer never depends on how the counters were set up.
CREATE OR REPLACE FUNCTION protection_play_room(p_member bigint, p_wallet bigint, p_now timestamptz)
RETURNS bigint LANGUAGE sql STABLE AS $$
  SELECT min(l.amount - CASE l.kind WHEN 'wager' THEN u.wagered ELSE u.lost END)
  FROM protection_limits l
  JOIN members mb ON mb.id = l.member_id
  JOIN merchants m ON m.id = mb.merchant_id
  LEFT JOIN protection_play_wallets w ON w.account_id = p_wallet AND w.member_id = p_member AND w.timezone = m.timezone
  CROSS JOIN LATERAL (SELECT date_trunc(l.period, p_now AT TIME ZONE m.timezone) AS start) s
  CROSS JOIN LATERAL (
    -- Each branch is gated on its own: exactly one of them runs and gives the period's one row.
    SELECT d.wagered, d.lost FROM (
      SELECT coalesce(sum(x.wagered), 0)::bigint AS wagered, coalesce(sum(x.lost), 0)::bigint AS lost
      FROM protection_play_days x WHERE x.member_id = p_member AND x.day >= s.start::date
    ) d
    WHERE w.account_id IS NOT NULL
    UNION ALL
    SELECT f.wagered, f.lost FROM protection_play_used(p_wallet, s.start AT TIME ZONE m.timezone) f
    WHERE w.account_id IS NULL
  ) u
  WHERE l.member_id = p_member AND l.kind IN ('loss', 'wager') AND l.amount IS NOT NULL
$$;
