import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The setting a ballot's statement sets (vote-ledger.ts, NOTICES_AFTER_COMMIT). */
const SETTING = 'opinions.vote_notices_after_commit';

/** personal_notice_votes() of PersonalNotices1795500000000; `quiet` adds the early return. */
const notifyVotes = (quiet: string) => `
  CREATE OR REPLACE FUNCTION personal_notice_votes() RETURNS trigger LANGUAGE plpgsql AS $$
  DECLARE
    keys text[];
  BEGIN${quiet}
    SELECT array_agg(voter_key) INTO keys
      FROM (SELECT DISTINCT voter_key FROM changed_votes LIMIT 33) k;
    IF array_length(keys, 1) > 32 THEN
      PERFORM pg_notify('personal_changed', '*');
    ELSIF keys IS NOT NULL THEN
      PERFORM pg_notify('personal_changed', 'voter:' || k) FROM unnest(keys) k;
    END IF;
    RETURN NULL;
  END $$`;

/** personal_notice_votes_update() of VoteNoticeOnAnswerChange1795552000000, likewise. */
const notifyVotesUpdate = (quiet: string) => `
  CREATE OR REPLACE FUNCTION personal_notice_votes_update() RETURNS trigger LANGUAGE plpgsql AS $$
  DECLARE
    keys text[];
  BEGIN${quiet}
    SELECT array_agg(voter_key) INTO keys
      FROM (SELECT DISTINCT voter_key FROM (
              (SELECT target_type, target_id, voter_key, question, value FROM new_votes
               EXCEPT ALL
               SELECT target_type, target_id, voter_key, question, value FROM old_votes)
              UNION ALL
              (SELECT target_type, target_id, voter_key, question, value FROM old_votes
               EXCEPT ALL
               SELECT target_type, target_id, voter_key, question, value FROM new_votes)) c
            LIMIT 33) k;
    IF array_length(keys, 1) > 32 THEN
      PERFORM pg_notify('personal_changed', '*');
    ELSIF keys IS NOT NULL THEN
      PERFORM pg_notify('personal_changed', 'voter:' || k) FROM unnest(keys) k;
    END IF;
    RETURN NULL;
  END $$`;

const QUIET = `
    -- The app sends this statement's notices itself, after its commit (VoteNotices).
    IF current_setting('${SETTING}', true) = 'on' THEN
      RETURN NULL;
    END IF;`;

/**
 * A ballot commits synchronously (every acknowledged vote survives a crash), and a NOTIFY inside
 * its transaction would make its commit take PostgreSQL's one notify lock and hold it through the
 * WAL flush: ballots would commit one flush at a time. So the ballot's statement sets
 * `opinions.vote_notices_after_commit` for its own transaction, vote_latest's triggers send no
 * notice of it, and the app tells every process after the commit, coalesced (VoteNotices). Every
 * other writer of vote_latest (a login adopting an anonymous voter's answers, a script, psql)
 * leaves the setting unset, and the triggers notify as before.
 */
export class VoteNoticesAfterCommit1795572600000 implements MigrationInterface {
  name = 'VoteNoticesAfterCommit1795572600000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(notifyVotes(QUIET));
    await queryRunner.query(notifyVotesUpdate(QUIET));
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(notifyVotes(''));
    await queryRunner.query(notifyVotesUpdate(''));
  }
}
