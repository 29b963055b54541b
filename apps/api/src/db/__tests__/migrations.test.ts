import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { listMigrations } from '../migrate';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('migrations', () => {
  it('records every migration file, in order, exactly once', async () => {
    const rows = await t.app.db.ownerTransaction((tx) =>
      tx.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name'),
    );
    expect(rows.map((row) => row.name)).toEqual(listMigrations().map((migration) => migration.name));
    expect(rows.map((row) => row.name)).toEqual([
      '001_app_role.sql',
      '002_platform.sql',
      '003_tenancy.sql',
      '004_email_code_failures.sql',
      '005_public_site.sql',
      '006_google_connections.sql',
      '007_reviews_sync.sql',
      '008_place_link_policies.sql',
      '009_team_and_settings.sql',
      '010_data_retention.sql',
      '011_review_search.sql',
      '012_review_replies.sql',
      '013_assignment_notifications.sql',
      '014_reply_templates.sql',
      '015_incremental_sync.sql',
      '016_review_analysis_version.sql',
      '017_competitors.sql',
      '018_report_deliveries.sql',
      '019_billing.sql',
      '020_platform_admin_audit.sql',
      '021_review_imported_at.sql',
      '022_contacts_inbox.sql',
      '023_platform_settings.sql',
      '024_two_factor.sql',
      '025_insights.sql',
      '026_qualified_function_calls.sql',
      '027_domain_events.sql',
      '028_competitor_search_quota.sql',
      '030_scheduled_backups.sql',
      '031_launch_reminder_delivery.sql',
      '032_leaving.sql',
      '035_product_tour.sql',
      '036_platform_admin_role.sql',
      '037_stored_files.sql',
      '038_rate_counters.sql',
      '039_mail_queue.sql',
      '041_review_counts.sql',
      '042_database_moves.sql',
      '043_review_counts_key.sql',
      '044_review_requests.sql',
      '046_review_request_links.sql',
      '047_review_request_webhooks.sql',
      '048_whatsapp_alerts.sql',
      '049_ai_call_log.sql',
      '050_reply_rules.sql',
      '051_reply_voice.sql',
      '052_business_ai_switch.sql',
    ]);
  });

  it('refuses migration files that do not follow NNN_name.sql', async () => {
    const directory = await mkdtemp(path.join(os.tmpdir(), 'sumaa-migrations-'));
    try {
      await writeFile(path.join(directory, '001_ok.sql'), 'SELECT 1;');
      await writeFile(path.join(directory, 'add-things.sql'), 'SELECT 1;');
      expect(() => listMigrations(directory)).toThrow(/NNN_name\.sql/);
    } finally {
      await rm(directory, { recursive: true, force: true });
    }
  });
});

describe('the embedded database', () => {
  it('keeps its data in DATA_DIR/pg across restarts', async () => {
    // Always PGlite on disk: this is about the zero-setup default, not about PostgreSQL.
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'sumaa-restart-'));
    const config = loadConfig({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      SUMAA_ADMIN_EMAIL: 'keeper@example.test',
      SUMAA_ADMIN_PASSWORD: 'Keeper-pass-123',
    });
    try {
      const first = await buildApp({ config, logger: false });
      await first.close();
      const second = await buildApp({ config, logger: false });
      try {
        const [row] = await second.db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM users WHERE email = 'keeper@example.test'`,
        );
        expect(row.n).toBe(1);
        expect(second.startup.appliedMigrations).toEqual([]);
      } finally {
        await second.close();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
