// What a build tells the demo platform's early start (src/platform-sim/early-start.ts) about the
// shipped merchant files: per code, its hosts and whether it is in demo mode, as they were at build
// time (scripts/vite-demo-platform.ts; empty in a live build).
interface ImportMetaEnv {
  readonly PALARO_MERCHANT_MODES?: import('@/platform-sim/early-start').MerchantModes;
}
