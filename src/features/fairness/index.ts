/** What other features may use of the verifier: the beacon round check (pure, BLS in this thread) and its ✓/✗ mark. */
export { checkBeacon, type BeaconCheck, type BeaconCheckVerdict } from './verify-beacon';
export { Mark } from './Mark';
