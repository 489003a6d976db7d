// The shell provides the shared singletons eagerly (they are in its first scripts), so it needs no async
// boundary before its own code; remotes, which may run without it, keep theirs.
import './bootstrap';
