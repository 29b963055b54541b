// The async boundary: module federation negotiates the shared singletons (react, the auth store, i18n…)
// before any code that imports them runs, so the real entry is loaded with a dynamic import.
import('./bootstrap');
