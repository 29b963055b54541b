// The async boundary: shared singletons are negotiated before any code importing them runs.
// This entry is only used when the remote runs standalone; inside the product the shell loads remote-entry.
import('./bootstrap');
