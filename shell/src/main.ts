// The async boundary: the shared singletons are set up before anything that imports them runs.
void import('./bootstrap');
