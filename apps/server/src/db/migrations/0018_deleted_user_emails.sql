-- A deleted user's address becomes free again (docs/decisions.md, "Deleted users free their e-mail address"): users
-- deleted before this migration get the placeholder address that deleting now writes (modules/users/repository/admin.ts).
-- `.invalid` is reserved (RFC 2606): no mail can ever go there, and the user's id keeps every placeholder unique.
UPDATE users SET email = 'deleted-' || id || '@deleted.invalid' WHERE deleted_at IS NOT NULL;
