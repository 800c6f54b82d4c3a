-- name: GetPickupParties :one
-- Pickup eligibility compares the caller's ZIP code with the ZIP code of
-- the item's owner; the statuses decide whether the caller may see the item.
-- The bag's value and the fees in force price a request for it (the
-- calendar shows what it would take).
SELECT i.owner_id, i.status AS item_status, o.status AS owner_status,
       o.zip_code AS owner_zip, c.zip_code AS caller_zip,
       i.value_cents, s.trade_fee_cents, s.pickup_fee_cents
FROM items i
JOIN users o ON o.id = i.owner_id
JOIN users c ON c.id = @caller_id::text
CROSS JOIN settings s
WHERE i.id = @item_id::text AND s.id;
