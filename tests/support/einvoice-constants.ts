/** The e-invoice validator service's port in lane 0 (tests/support/node/lane.ts). */
export const EINVOICE_VALIDATOR_PORT = 8935
