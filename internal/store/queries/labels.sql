-- Voiding a cancelled shipping trade's labels (activities/labels.go).

-- name: UnvoidedTradeLabels :many
SELECT * FROM trade_labels WHERE trade_id = $1 AND voided_at IS NULL ORDER BY leg;

-- name: MarkTradeLabelVoided :exec
UPDATE trade_labels SET voided_at = now() WHERE trade_id = @trade_id AND leg = @leg AND voided_at IS NULL;
