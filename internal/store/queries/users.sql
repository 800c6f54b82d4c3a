-- name: CreateUser :one
INSERT INTO users (id, email, password_hash, name, phone, address, city, state, zip_code, closet_name, bio, is_admin)
VALUES (@id, @email, @password_hash, @name, @phone, @address, @city, @state, @zip_code, @closet_name, @bio, @is_admin)
RETURNING *;

-- name: CreateUserBalance :exec
INSERT INTO user_balances (user_id) VALUES ($1) ON CONFLICT DO NOTHING;

-- name: GetUserByEmail :one
SELECT * FROM users WHERE lower(email) = lower(@email);

-- name: CountUsers :one
SELECT count(*) FROM users;

-- name: PromoteToAdmin :exec
UPDATE users SET is_admin = true, updated_at = now() WHERE id = $1;

-- name: GetAuthUser :one
-- What every authenticated request needs to know about its caller.
SELECT id, email, name, is_admin, status, password_changed_at FROM users WHERE id = $1;
