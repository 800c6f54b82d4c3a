-- +goose Up
-- A photo's file is deleted once no row names its key (keys are content
-- hashes, so two bags may share one): find the rows by key.
CREATE INDEX item_images_storage_key_idx ON item_images (storage_key);
CREATE INDEX item_images_thumb_storage_key_idx ON item_images (thumb_storage_key) WHERE thumb_storage_key <> '';

-- A member's evidence bytes, counted against their evidence quota.
CREATE INDEX dispute_evidence_uploaded_by_idx ON dispute_evidence (uploaded_by);

-- +goose Down
DROP INDEX dispute_evidence_uploaded_by_idx;
DROP INDEX item_images_thumb_storage_key_idx;
DROP INDEX item_images_storage_key_idx;
