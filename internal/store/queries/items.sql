-- name: CreateItem :one
INSERT INTO items (id, owner_id, name, description, brand, size, condition, value_cents, material, color, status)
VALUES (@id, @owner_id, @name, @description, @brand, @size, @condition, @value_cents, @material, @color, @status)
RETURNING *;
