-- Reviews (internal/reviews): once per trade and reviewer; the reviewed
-- member's average_rating and rating_count are refreshed in the same
-- transaction (after LockUser, so concurrent reviews cannot lose a count).

-- name: InsertReview :one
INSERT INTO reviews (id, trade_id, reviewer_id, reviewed_user_id, rating, comment)
VALUES (@id, @trade_id, @reviewer_id, @reviewed_user_id, @rating, @comment)
ON CONFLICT (trade_id, reviewer_id) DO NOTHING
RETURNING *;

-- name: HasReviewed :one
SELECT EXISTS (SELECT 1 FROM reviews WHERE trade_id = @trade_id AND reviewer_id = @reviewer_id);

-- name: RefreshUserRating :exec
UPDATE users u
SET average_rating = s.avg, rating_count = s.n, updated_at = now()
FROM (SELECT coalesce(round(avg(rating), 2), 0)::numeric(3,2) AS avg, count(*)::integer AS n
      FROM reviews WHERE reviewed_user_id = @user_id) s
WHERE u.id = @user_id;

-- name: ListReviews :many
-- Newest first; filter by reviewer, by reviewed member, or one review by id.
SELECT sqlc.embed(r), rv.name AS reviewer_name, rv.closet_name AS reviewer_closet_name,
       ru.name AS reviewed_name, ru.closet_name AS reviewed_closet_name, count(*) OVER () AS total
FROM reviews r
JOIN users rv ON rv.id = r.reviewer_id
JOIN users ru ON ru.id = r.reviewed_user_id
WHERE (sqlc.narg(id)::text IS NULL OR r.id = sqlc.narg(id))
  AND (sqlc.narg(reviewer_id)::text IS NULL OR r.reviewer_id = sqlc.narg(reviewer_id))
  AND (sqlc.narg(reviewed_user_id)::text IS NULL OR r.reviewed_user_id = sqlc.narg(reviewed_user_id))
ORDER BY r.created_at DESC, r.id DESC
LIMIT @lim OFFSET @off;
