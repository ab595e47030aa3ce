-- How much more the member may stake now (decision 056): the least room any of their loss or wager
-- limits leaves in its current period (the brand's day, its week from Monday, its calendar month,
-- in the brand's time zone), counting a stake as if it were lost, and the period's winnings as room
-- won back (a net loss limit). NULL: no such limit. A caller holds the member's member_protection
-- row FOR UPDATE, so that two stakes are judged one after the other.
CREATE OR REPLACE FUNCTION protection_play_room(p_member bigint, p_wallet bigint, p_now timestamptz)
RETURNS bigint LANGUAGE sql STABLE AS $$
  SELECT min(l.amount - CASE l.kind WHEN 'wager' THEN u.wagered ELSE u.lost END)
  FROM protection_limits l
  JOIN members mb ON mb.id = l.member_id
  JOIN merchants m ON m.id = mb.merchant_id
  CROSS JOIN LATERAL protection_play_used(p_wallet,
    date_trunc(l.period, p_now AT TIME ZONE m.timezone) AT TIME ZONE m.timezone) u
  WHERE l.member_id = p_member AND l.kind IN ('loss', 'wager') AND l.amount IS NOT NULL
$$;
