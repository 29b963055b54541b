#!/usr/bin/env bash
# CI's cluster stage (.ci/run): the end-to-end subset through the production topology — sign-in, inbox reply,
# team, payment, a review request by WhatsApp (its delivery job and the stand-in's webhooks land on either process) —
# then the agreement test (agreement-test.mjs) and the kill test against the same cluster (tools/test/e2e.mjs runs
# both with SUMAA_E2E_TOPOLOGY=cluster). Needs dist/ built (npm test's Build stage) and Debian's postgresql, pgbouncer and
# haproxy. A throw-away cluster: no fsync, a 15 s job lease so the kill test's take-overs come quickly, and a killed
# process restarted after 4 s — a restart within HAProxy's 2 s fall time (it happened on CI) hides the take-out the
# kill test checks.
set -euo pipefail
cd "$(dirname "$0")/../.."
export SUMAA_E2E_TOPOLOGY=cluster SUMAA_CLUSTER_PG_FSYNC=off JOBS_LEASE_SECONDS="${JOBS_LEASE_SECONDS:-15}" \
  SUMAA_CLUSTER_RESTART_DELAY_MS="${SUMAA_CLUSTER_RESTART_DELAY_MS:-4000}"
exec node tools/test/e2e.mjs auth-journey.spec.ts review-inbox.spec.ts team.spec.ts subscription.spec.ts review-requests.spec.ts "$@"
