// No async boundary: every shared module the shell imports is bundled into this entry and provided eagerly
// (sharedByTheShell in tools/federation/shared.ts), so the shell starts at once instead of fetching a bootstrap
// chunk first. A shell import of a shared module that is not eager (react-query) would fail at start: load it
// with a dynamic import, or make it eager there.
import './bootstrap';
