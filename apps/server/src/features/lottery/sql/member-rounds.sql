-- The betting record: game rounds and lottery bets in one view. A lottery bet of a settled draw is
-- settled at its draw's time, as the agent figures count it (decision 027); refunds (cancelled
-- chases, voided draws) keep their own time. Replacing a view keeps its columns and their order:
-- a new column goes last, a removed or retyped one needs a migration that drops the view.
CREATE OR REPLACE VIEW member_rounds AS
SELECT id, merchant_id, member_id, vendor_code, round_id, game_id, game_code, game_type, currency, stake, valid_bet, win, refunded,
  status, detail, verify_url, created_at, settled_at
FROM game_rounds
UNION ALL
SELECT 900000000000000000 + b.id, b.merchant_id, b.member_id, coalesce(g.vendor_code, 'TCG_SEA'), 'LOTTO-' || b.id, g.id, d.game_code,
  coalesce(g.game_type, 'LOTT'), b.currency, b.cost,
  CASE WHEN b.status IN ('won', 'lost') OR (b.status = 'open' AND d.state = 'settled') THEN b.cost ELSE 0 END,
  CASE WHEN b.status = 'won' THEN b.payout ELSE 0 END,
  CASE WHEN b.status IN ('void', 'cancelled') THEN b.cost ELSE 0 END,
  CASE WHEN b.status IN ('void', 'cancelled') THEN 'rolled_back' WHEN b.status = 'open' AND d.state <> 'settled' THEN 'open' ELSE 'settled' END,
  jsonb_build_object('issueNo', d.issue_no, 'playType', b.play_type, 'numbers', b.numbers, 'stations', b.stations, 'odds', b.odds,
    'status', CASE WHEN b.status = 'open' AND d.state = 'settled' THEN 'lost' ELSE b.status END, 'hits', b.detail, 'result', d.result),
  CASE WHEN d.seed_hash IS NULL THEN NULL ELSE '/lgw/draws/' || d.id || '/fair' END,
  b.created_at,
  CASE WHEN b.status = 'cancelled' OR d.state = 'void' THEN b.settled_at WHEN d.state = 'settled' THEN d.settled_at END
FROM lottery_bets b
JOIN lottery_draws d ON d.id = b.draw_id
LEFT JOIN LATERAL (SELECT id, vendor_code, game_type FROM games WHERE code = d.game_code AND game_type IN ('LOTT', 'ELOTT') ORDER BY id LIMIT 1) g ON true;
