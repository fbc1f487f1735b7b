// STUB (branch h55-page): the real module is h55-counts' (a REST rpc count_experiment_view with
// the anon key, loaded lazily like ./client.ts). This stand-in only fixes its signature so that
// src/client/experiment-view.ts compiles; the integrator replaces it with h55-counts' file.
export async function countExperimentView(_experiment: string, _variant: string): Promise<void> {}
