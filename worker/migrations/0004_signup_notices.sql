-- A sign-up queues a welcome or, for an address that already has an account, a notice to its
-- owner; an address gets one of each kind an hour at most. This index answers "did this kind go
-- to this address lately?" without reading the whole outbox.
CREATE INDEX outbox_kind_to ON outbox (kind, to_address, created_at);
