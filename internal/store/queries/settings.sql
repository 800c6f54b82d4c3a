-- name: GetSettings :one
SELECT * FROM settings WHERE id;

-- name: SetTradeFee :one
UPDATE settings SET trade_fee_cents = @cents, updated_at = now(), updated_by = @admin_id WHERE id
RETURNING *;

-- name: SetPickupFee :one
UPDATE settings SET pickup_fee_cents = @cents, updated_at = now(), updated_by = @admin_id WHERE id
RETURNING *;
