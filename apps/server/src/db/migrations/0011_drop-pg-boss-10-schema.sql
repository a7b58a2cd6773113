-- pg-boss 12 (decision 033) installs its own schema but does not migrate one made by pg-boss 10.
-- The queue holds nothing that cannot be remade: the scheduler recreates its queues and cron
-- schedules at every start, and each job is a sweep over the portal's own tables (auto top-ups,
-- due orders, expiries) that finds its work again. So the old schema goes, and pg-boss 12
-- creates a new one the first time the scheduler starts.
DROP SCHEMA IF EXISTS "pgboss" CASCADE;
