-- The events outbox in one statement (docs/decisions/040-one-statement-outbox-and-cart-change.md):
-- appendEvent called pg_advisory_xact_lock, INSERT … max(seq)+1 and pg_notify, three round trips per
-- event. This function runs the same three, in the same order, with the same lock key (so servers
-- of before and after this migration still serialise one stream's appends together). A PL/pgSQL
-- function (VOLATILE) takes a new snapshot for each statement it runs, so the INSERT's max(seq) is
-- read after the lock is granted, as before: seqs stay gapless and in commit order. A single SQL
-- statement (a CTE taking the lock) could not do that: its snapshot is taken before it waits.
CREATE FUNCTION events_append(p_tenant_id integer, p_stream text, p_type text, p_payload jsonb)
RETURNS events LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  appended events;
BEGIN
  -- 1163285587 = 0x45565453 ("EVTS"), event-store.ts's streamLockClass.
  PERFORM pg_advisory_xact_lock(1163285587, hashtext(p_stream));
  INSERT INTO events (tenant_id, stream, seq, type, payload)
    VALUES (p_tenant_id, p_stream,
      (SELECT coalesce(max(e.seq), 0) + 1 FROM events e WHERE e.stream = p_stream),
      p_type, p_payload)
    RETURNING * INTO appended;
  PERFORM pg_notify('dutchpot_events', p_stream);
  RETURN appended;
END $$;
